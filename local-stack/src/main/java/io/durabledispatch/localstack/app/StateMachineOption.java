package io.durabledispatch.localstack.app;

import io.durabledispatch.localstack.template.FunctionSpec;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@code --state-machine NAME=PATH#CLASS}: the state machine {@code NAME} runs this Java handler (execution
 * input as its payload, its response as the output) instead of its definition, which the local stack does not
 * interpret.
 */
public record StateMachineOption(String name, FunctionSpec handler) {
    public static StateMachineOption parse(String option) {
        int equals = option.indexOf('=');
        int hash = option.lastIndexOf('#');
        if (equals < 1 || hash < equals + 2 || hash == option.length() - 1) {
            throw new IllegalArgumentException(
                    "--state-machine must be NAME=PATH.jar#com.example.Handler, was '" + option + "'");
        }
        String name = option.substring(0, equals);
        Path code = Path.of(option.substring(equals + 1, hash));
        FunctionSpec handler = new FunctionSpec(
                "--state-machine " + name,
                code,
                "state-machine-" + name,
                option.substring(hash + 1),
                code,
                Map.of(),
                FunctionOption.TIMEOUT,
                FunctionSpec.DEFAULT_MEMORY_MB,
                Optional.empty(),
                Set.of());
        return new StateMachineOption(name, handler);
    }
}

package io.durabledispatch.localstack.app;

import io.durabledispatch.localstack.template.FunctionSpec;
import io.durabledispatch.localstack.template.FunctionSpec.DurableSpec;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@code --function NAME=PATH#CLASS[@ALIAS]}: a durable function without a CDK app, from a jar or class folder,
 * with Lambda's defaults for what a template would say (14 days retention, one day execution timeout).
 */
public final class FunctionOption {
    public static final String LOGICAL_ID = "--function";
    static final Duration EXECUTION_TIMEOUT = Duration.ofDays(1);
    static final Duration TIMEOUT = Duration.ofMinutes(15);

    private FunctionOption() {}

    public static FunctionSpec parse(String option) {
        int equals = option.indexOf('=');
        int hash = option.lastIndexOf('#');
        if (equals < 1 || hash < equals + 2 || hash == option.length() - 1) {
            throw new IllegalArgumentException(
                    "--function must be NAME=PATH.jar#com.example.Handler[@alias], was '" + option + "'");
        }
        String name = option.substring(0, equals);
        Path code = Path.of(option.substring(equals + 1, hash));
        String handler = option.substring(hash + 1);
        Set<String> aliases = Set.of();
        int at = handler.lastIndexOf('@');
        if (at >= 0) {
            aliases = Set.of(handler.substring(at + 1));
            handler = handler.substring(0, at);
        }
        return new FunctionSpec(
                LOGICAL_ID + " " + name,
                code,
                name,
                handler,
                code,
                Map.of(),
                TIMEOUT,
                FunctionSpec.DEFAULT_MEMORY_MB,
                Optional.of(new DurableSpec(DurableSpec.DEFAULT_RETENTION, EXECUTION_TIMEOUT)),
                aliases);
    }
}

package io.durabledispatch.localstack.app;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.emulators.stepfunctions.LocalStateMachine;
import io.durabledispatch.localstack.template.StateMachineSpec;
import io.durabledispatch.routes.json.JsonMappers;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The one shape of Amazon States Language the local stack runs: Task states that each invoke a function of the
 * template by its ARN (what CDK's {@code LambdaInvoke} with {@code payloadResponseOnly} writes), chained by
 * {@code Next} and ending in a Succeed state or {@code End}. Each task's output is the next one's input; a failing
 * function fails the execution with its error, as an uncaught task error does. Retries of Lambda's own service
 * errors never apply locally. Any other definition is not runnable (see {@link DefinitionNotRunnable}).
 */
final class LambdaTaskChain {
    private static final ObjectMapper JSON = JsonMappers.plain();

    private LambdaTaskChain() {}

    /**
     * The functions the definition calls, in order, when it has this shape and every task calls a function of
     * {@code functionNamesByArn}.
     */
    static Optional<List<String>> of(StateMachineSpec machine, Map<String, String> functionNamesByArn) {
        JsonNode definition;
        try {
            definition = JSON.readTree(machine.definition());
        } catch (IOException malformed) {
            return Optional.empty();
        }
        List<String> functions = new ArrayList<>();
        JsonNode states = definition.path("States");
        String next = definition.path("StartAt").asText(null);
        while (next != null) {
            JsonNode state = states.path(next);
            String type = state.path("Type").asText();
            if (type.equals("Succeed")) return Optional.of(functions);
            if (!type.equals("Task") || functions.size() > states.size()) return Optional.empty();
            String function = functionNamesByArn.get(state.path("Resource").asText());
            if (function == null || state.has("Parameters") || state.has("ResultPath") || state.has("Catch")) {
                return Optional.empty();
            }
            functions.add(function);
            if (state.path("End").asBoolean(false)) return Optional.of(functions);
            next = state.path("Next").asText(null);
        }
        return Optional.empty();
    }

    /** Runs the chain: each function in turn, through {@code invoke} (name, input → output). */
    static LocalStateMachine running(List<String> functions, Invoker invoke) {
        return input -> {
            String value = input;
            for (String function : functions) value = invoke.apply(function, value);
            return value;
        };
    }

    /** Invokes one hosted function with a payload, answering its response. */
    @FunctionalInterface
    interface Invoker {
        String apply(String function, String payload) throws Exception;
    }
}

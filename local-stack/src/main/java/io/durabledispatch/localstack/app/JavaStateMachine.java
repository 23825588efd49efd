package io.durabledispatch.localstack.app;

import io.durabledispatch.emulators.lambda.LocalLambdaContext;
import io.durabledispatch.emulators.stepfunctions.LocalStateMachine;
import io.durabledispatch.localstack.function.HostedFunction;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/** A state machine run by a Java handler: the execution input is its payload, its response the output. */
final class JavaStateMachine implements LocalStateMachine {
    /** Lambda's longest function timeout: the state machine's task may run that long. */
    private static final Duration TASK_TIMEOUT = Duration.ofMinutes(15);

    private final HostedFunction function;
    private final String functionArn;

    JavaStateMachine(HostedFunction function, String functionArn) {
        this.function = function;
        this.functionArn = functionArn;
    }

    @Override
    public String run(String input) throws Exception {
        ByteArrayOutputStream output = new ByteArrayOutputStream();
        function.handleRequest(
                new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                output,
                LocalLambdaContext.invocation(
                        function.name(), "$LATEST", functionArn, TASK_TIMEOUT, LocalLambdaContext.STDOUT));
        return output.toString(StandardCharsets.UTF_8);
    }
}

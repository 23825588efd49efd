package io.durabledispatch.local.app;

import io.durabledispatch.local.function.HostedFunction;
import io.durabledispatch.local.stepfunctions.LocalStateMachine;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.UUID;

/** A state machine run by a Java handler: the execution input is its payload, its response the output. */
final class JavaStateMachine implements LocalStateMachine {
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
                new InvokeContext(UUID.randomUUID().toString(), function.name(), functionArn));
        return output.toString(StandardCharsets.UTF_8);
    }
}

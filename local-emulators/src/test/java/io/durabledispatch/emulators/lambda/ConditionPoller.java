package io.durabledispatch.emulators.lambda;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import io.durabledispatch.runtime.wire.DurableWireCodec;
import io.durabledispatch.runtime.wire.InvocationInput;
import io.durabledispatch.runtime.wire.InvocationOutput;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Optional;
import java.util.UUID;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.model.Operation;
import software.amazon.awssdk.services.lambda.model.OperationAction;
import software.amazon.awssdk.services.lambda.model.OperationStatus;
import software.amazon.awssdk.services.lambda.model.OperationType;
import software.amazon.awssdk.services.lambda.model.OperationUpdate;

/**
 * A durable function written against the protocol with the SDK's LambdaClient, doing what wait-for-condition does
 * in the official SDKs: one STEP whose every check is an attempt. A check starts the attempt, counts one more
 * (the state), and checkpoints either RETRY with the state as Payload and no Error (the condition does not hold
 * yet: check again after {@value #DELAY_SECONDS} s) or, at {@value #HOLDS_AT}, SUCCEED with the state.
 */
final class ConditionPoller implements RequestStreamHandler {
    static final String ID = "wait-for-ready";
    static final int DELAY_SECONDS = 10;
    static final int HOLDS_AT = 3;

    private final LambdaClient lambda;

    ConditionPoller(LambdaClient lambda) {
        this.lambda = lambda;
    }

    @Override
    public void handleRequest(InputStream in, OutputStream out, Context context) throws java.io.IOException {
        InvocationInput input = DurableWireCodec.invocation().read(in, InvocationInput.class);
        Optional<Operation> check = input.initialExecutionState().operations().stream()
                .filter(op -> op.id().equals(ID))
                .findFirst();
        if (check.isPresent() && check.get().status() == OperationStatus.SUCCEEDED) {
            out.write(DurableWireCodec.invocation()
                    .write(InvocationOutput.succeeded(check.get().stepDetails().result())));
            return;
        }
        int state = check.map(op -> Integer.parseInt(op.stepDetails().result())).orElse(0) + 1;
        String token = checkpoint(input.durableExecutionArn(), input.checkpointToken(), update(OperationAction.START));
        if (state < HOLDS_AT) {
            checkpoint(
                    input.durableExecutionArn(),
                    token,
                    update(OperationAction.RETRY).toBuilder()
                            .payload(Integer.toString(state))
                            .stepOptions(o -> o.nextAttemptDelaySeconds(DELAY_SECONDS))
                            .build());
            out.write(DurableWireCodec.invocation().write(InvocationOutput.pending()));
            return;
        }
        String result = Integer.toString(state);
        checkpoint(
                input.durableExecutionArn(),
                token,
                update(OperationAction.SUCCEED).toBuilder().payload(result).build());
        out.write(DurableWireCodec.invocation().write(InvocationOutput.succeeded(result)));
    }

    private String checkpoint(String arn, String token, OperationUpdate update) {
        return lambda.checkpointDurableExecution(b -> b.durableExecutionArn(arn)
                        .checkpointToken(token)
                        .clientToken(UUID.randomUUID().toString())
                        .updates(update))
                .checkpointToken();
    }

    private static OperationUpdate update(OperationAction action) {
        return OperationUpdate.builder()
                .id(ID)
                .name(ID)
                .type(OperationType.STEP)
                .subType("WaitForCondition")
                .action(action)
                .build();
    }
}

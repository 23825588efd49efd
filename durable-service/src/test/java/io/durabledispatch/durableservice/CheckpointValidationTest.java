package io.durabledispatch.durableservice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.durableservice.testing.DurableTestHarness;
import io.durabledispatch.runtime.wire.CheckpointRequest;
import io.durabledispatch.runtime.wire.CheckpointResponse;
import io.durabledispatch.runtime.wire.DurableWireCodec;
import io.durabledispatch.runtime.wire.InvocationInput;
import io.durabledispatch.runtime.wire.InvocationOutput;
import java.util.List;
import java.util.UUID;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.lambda.model.OperationAction;
import software.amazon.awssdk.services.lambda.model.OperationStatus;
import software.amazon.awssdk.services.lambda.model.OperationType;
import software.amazon.awssdk.services.lambda.model.OperationUpdate;

/** Drives the service's checkpoint API from inside a raw invocation, as a function would. */
class CheckpointValidationTest {
    private final DurableTestHarness harness = new DurableTestHarness();
    private final DurableExecutionService service = harness.service();

    private void invokeOnce(BiConsumer<InvocationInput, String> body) {
        harness.register("raw", (in, out, context) -> {
            InvocationInput input = DurableWireCodec.invocation().read(in, InvocationInput.class);
            body.accept(input, input.durableExecutionArn());
            out.write(DurableWireCodec.invocation().write(InvocationOutput.succeeded(null)));
        });
        harness.start("raw", "exec-1", "{}");
        // Assertion errors inside the body escape the invoker, so one clean invocation means the body passed.
        assertThat(harness.runUntilIdle()).isEqualTo(1);
    }

    private static OperationUpdate step(String id, OperationAction action) {
        return OperationUpdate.builder()
                .id(id)
                .name("charge")
                .type(OperationType.STEP)
                .subType("Step")
                .action(action)
                .build();
    }

    private static CheckpointRequest request(String token, OperationUpdate... updates) {
        return new CheckpointRequest(token, UUID.randomUUID().toString(), List.of(updates));
    }

    @Test
    void checkpoint_chainsTokens_andRejectsAConsumedOneWithTheInvalidTokenPrefix() {
        invokeOnce((input, arn) -> {
            CheckpointResponse first = service.checkpoint(
                    arn,
                    request(
                            input.checkpointToken(),
                            step("s1", OperationAction.START),
                            step("s1", OperationAction.SUCCEED)));

            assertThat(first.newExecutionState().operations())
                    .singleElement()
                    .satisfies(op -> assertThat(op.status()).isEqualTo(OperationStatus.SUCCEEDED));
            assertThatThrownBy(() -> service.checkpoint(arn, request(input.checkpointToken())))
                    .isInstanceOfSatisfying(DurableServiceException.class, e -> {
                        assertThat(e.errorCode()).isEqualTo("InvalidParameterValueException");
                        assertThat(e.getMessage()).startsWith("Invalid Checkpoint Token");
                    });
            assertThat(service.checkpoint(arn, request(first.checkpointToken())).checkpointToken())
                    .isNotEqualTo(first.checkpointToken());
        });
    }

    @Test
    void checkpoint_rejectsInvalidActionsAndInconsistentMetadata_withoutApplyingTheBatch() {
        invokeOnce((input, arn) -> {
            String token = service.checkpoint(arn, request(input.checkpointToken(), step("s1", OperationAction.START)))
                    .checkpointToken();
            OperationUpdate renamed = step("s1", OperationAction.SUCCEED).toBuilder()
                    .name("refund")
                    .build();
            OperationUpdate retryWithoutDelay = step("s2", OperationAction.RETRY);
            OperationUpdate newWait = OperationUpdate.builder()
                    .id("w1")
                    .type(OperationType.WAIT)
                    .subType("Wait")
                    .action(OperationAction.START)
                    .waitOptions(w -> w.waitSeconds(5))
                    .build();

            assertRefused(() -> service.checkpoint(arn, request(token, renamed)), "Inconsistent operation");
            assertRefused(
                    () -> service.checkpoint(arn, request(token, step("s1", OperationAction.START))), "not valid");
            assertRefused(
                    () -> service.checkpoint(arn, request(token, newWait, retryWithoutDelay)),
                    "NextAttemptDelaySeconds");
            assertThat(service.operations(arn)).extracting(op -> op.id()).doesNotContain("w1");
        });
    }

    @Test
    void checkpoint_answersARetriedCallFromItsCache_withoutApplyingItTwice() {
        invokeOnce((input, arn) -> {
            CheckpointRequest retry = request(
                    input.checkpointToken(),
                    step("s1", OperationAction.START),
                    step("s1", OperationAction.RETRY).toBuilder()
                            .stepOptions(o -> o.nextAttemptDelaySeconds(3))
                            .build());
            CheckpointResponse first = service.checkpoint(arn, retry);

            CheckpointResponse again = service.checkpoint(arn, retry);

            assertThat(again).isEqualTo(first);
            assertThat(service.operations(arn))
                    .filteredOn(op -> op.id().equals("s1"))
                    .singleElement()
                    .satisfies(op -> assertThat(op.stepDetails().attempt()).isEqualTo(1));
        });
    }

    private static void assertRefused(Runnable call, String messagePart) {
        assertThatThrownBy(call::run)
                .isInstanceOfSatisfying(
                        DurableServiceException.class,
                        e -> assertThat(e.httpStatus()).isEqualTo(400))
                .hasMessageContaining(messagePart);
    }
}

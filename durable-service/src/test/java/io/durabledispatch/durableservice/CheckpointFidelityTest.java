package io.durabledispatch.durableservice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.durableservice.testing.DurableTestHarness;
import io.durabledispatch.runtime.wire.CheckpointRequest;
import io.durabledispatch.runtime.wire.CheckpointResponse;
import io.durabledispatch.runtime.wire.DurableWireCodec;
import io.durabledispatch.runtime.wire.InvocationInput;
import io.durabledispatch.runtime.wire.InvocationOutput;
import io.durabledispatch.runtime.wire.StatePage;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.BiConsumer;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.Operation;
import software.amazon.awssdk.services.lambda.model.OperationAction;
import software.amazon.awssdk.services.lambda.model.OperationType;
import software.amazon.awssdk.services.lambda.model.OperationUpdate;

/**
 * Checkpoint rules from the Lambda API Reference ("CheckpointDurableExecution", "OperationUpdate",
 * "CheckpointUpdatedExecutionState", https://docs.aws.amazon.com/lambda/latest/api/API_OperationUpdate.html): an
 * EXECUTION update may leave Name out, Name and Payload have maximum lengths (InvalidParameterValueException), and
 * a response's NewExecutionState may be paged with a NextMarker.
 */
class CheckpointFidelityTest {
    private final DurableTestHarness harness =
            new DurableTestHarness(ServiceSettings.defaults().withStatePageSize(2));
    private final DurableExecutionService service = harness.service();
    private String executionArn;

    private void invokeOnce(BiConsumer<InvocationInput, String> body) {
        harness.register("raw", (in, out, context) -> {
            InvocationInput input = DurableWireCodec.invocation().read(in, InvocationInput.class);
            executionArn = input.durableExecutionArn();
            body.accept(input, input.durableExecutionArn());
            out.write(DurableWireCodec.invocation().write(InvocationOutput.pending()));
        });
        harness.start("raw", "exec-1", "{}");
        assertThat(harness.runUntilIdle()).isEqualTo(1);
    }

    private static CheckpointRequest request(String token, List<OperationUpdate> updates) {
        return new CheckpointRequest(token, UUID.randomUUID().toString(), updates);
    }

    private static OperationUpdate step(String id, String payload) {
        return OperationUpdate.builder()
                .id(id)
                .name("step-" + id)
                .type(OperationType.STEP)
                .subType("Step")
                .action(OperationAction.SUCCEED)
                .payload(payload)
                .build();
    }

    @Test
    void anExecutionUpdate_mayOmitName() {
        invokeOnce((input, arn) -> {
            String executionId =
                    input.initialExecutionState().operations().get(0).id();
            OperationUpdate close = OperationUpdate.builder()
                    .id(executionId)
                    .type(OperationType.EXECUTION)
                    .action(OperationAction.SUCCEED)
                    .payload("\"done\"")
                    .build();

            service.checkpoint(arn, request(input.checkpointToken(), List.of(close)));
        });

        assertThat(service.get(executionArn).status()).isEqualTo(ExecutionStatus.SUCCEEDED);
        assertThat(service.get(executionArn).result()).isEqualTo("\"done\"");
    }

    @Test
    void oversizedNamesAndPayloads_areInvalid_andNothingOfTheBatchIsApplied() {
        invokeOnce((input, arn) -> {
            OperationUpdate longName =
                    step("a", "1").toBuilder().name("n".repeat(257)).build();
            OperationUpdate hugePayload = step("b", "x".repeat(PayloadLimits.MAX_PAYLOAD + 1));

            for (OperationUpdate tooBig : List.of(longName, hugePayload)) {
                assertThatThrownBy(() -> service.checkpoint(
                                arn, request(input.checkpointToken(), List.of(step("ok", "1"), tooBig))))
                        .isInstanceOfSatisfying(
                                DurableServiceException.class,
                                e -> assertThat(e.errorCode()).isEqualTo("InvalidParameterValueException"));
            }
            assertThat(service.operations(arn)).extracting(Operation::id).doesNotContain("ok");
            service.checkpoint(
                    arn, request(input.checkpointToken(), List.of(step("max", "x".repeat(PayloadLimits.MAX_PAYLOAD)))));
        });

        assertThat(service.operations(executionArn)).extracting(Operation::id).contains("max");
    }

    @Test
    void aLargeCheckpointResponse_isPaged_andTheRestComesFromGetDurableExecutionState() {
        invokeOnce((input, arn) -> {
            List<OperationUpdate> five = IntStream.range(0, 5)
                    .mapToObj(i -> step("s" + i, Integer.toString(i)))
                    .toList();

            CheckpointResponse response = service.checkpoint(arn, request(input.checkpointToken(), five));

            List<String> seen = new ArrayList<>();
            StatePage page = response.newExecutionState();
            assertThat(page.operations()).hasSize(2);
            while (page != null) {
                page.operations().forEach(op -> seen.add(op.id()));
                page = page.hasMore() ? service.state(arn, response.checkpointToken(), page.nextMarker(), 0) : null;
            }
            assertThat(seen).containsExactly("s0", "s1", "s2", "s3", "s4");
        });
    }
}

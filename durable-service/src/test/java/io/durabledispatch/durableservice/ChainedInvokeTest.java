package io.durabledispatch.durableservice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.durableservice.testing.ManualClock;
import io.durabledispatch.runtime.wire.CheckpointRequest;
import io.durabledispatch.runtime.wire.DurableWireCodec;
import io.durabledispatch.runtime.wire.InvocationInput;
import io.durabledispatch.runtime.wire.InvocationOutput;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.Operation;
import software.amazon.awssdk.services.lambda.model.OperationStatus;
import software.amazon.awssdk.services.lambda.model.OperationUpdate;

/** A CHAINED_INVOKE: the host is asked to start the target, its outcome lands in the operation, the caller resumes. */
class ChainedInvokeTest {
    private final ManualClock clock = new ManualClock(Instant.parse("2026-01-01T00:00:00Z"));
    private final List<ChainedInvoker.ChainedInvoke> started = new ArrayList<>();
    private final List<InvocationInput> inputs = new ArrayList<>();
    private DurableExecutionService service;

    @Test
    void theHostStartsTheTargetAndItsResultResumesTheCaller() {
        service = new DurableExecutionService(
                new InMemoryExecutionStore(), this::caller, started::add, clock, ServiceSettings.defaults());
        String arn = service.start(new StartExecutionRequest("caller", "1", "trip", "{}"))
                .executionArn();

        service.runDue();
        assertThat(started)
                .containsExactly(new ChainedInvoker.ChainedInvoke(arn, "i1", "checker:live", "{\"price\":12}", null));
        assertThat(service.get(arn).status()).isEqualTo(ExecutionStatus.RUNNING);
        assertThat(service.runDue()).isZero(); // nothing to do until the target reports

        service.completeChainedInvoke(arn, "i1", OperationStatus.SUCCEEDED, "{\"ok\":true}", null);
        service.runDue();

        assertThat(service.get(arn).status()).isEqualTo(ExecutionStatus.SUCCEEDED);
        assertThat(service.get(arn).result()).isEqualTo("{\"ok\":true}");
        Operation invoke = inputs.get(1).initialExecutionState().operations().stream()
                .filter(op -> op.id().equals("i1"))
                .findFirst()
                .orElseThrow();
        assertThat(invoke.status()).isEqualTo(OperationStatus.SUCCEEDED);
        assertThat(invoke.chainedInvokeDetails().result()).isEqualTo("{\"ok\":true}");
    }

    @Test
    void aFailedTargetsErrorIsWrittenIntoTheOperationAndARepeatedReportChangesNothing() {
        service = new DurableExecutionService(
                new InMemoryExecutionStore(), this::caller, started::add, clock, ServiceSettings.defaults());
        String arn = service.start(new StartExecutionRequest("caller", "1", "trip", "{}"))
                .executionArn();
        service.runDue();
        ErrorObject error = ErrorObject.builder()
                .errorType("FareError")
                .errorMessage("no fare")
                .build();

        service.completeChainedInvoke(arn, "i1", OperationStatus.FAILED, null, error);
        service.completeChainedInvoke(arn, "i1", OperationStatus.SUCCEEDED, "{\"late\":true}", null);
        service.runDue();

        assertThat(service.get(arn).error()).isEqualTo(error);
        assertThat(service.operations(arn).stream()
                        .filter(op -> op.id().equals("i1"))
                        .findFirst()
                        .orElseThrow())
                .satisfies(op -> {
                    assertThat(op.status()).isEqualTo(OperationStatus.FAILED);
                    assertThat(op.chainedInvokeDetails().error()).isEqualTo(error);
                });
    }

    @Test
    void aServiceWithoutAHostRefusesChainedInvokes() {
        service = new DurableExecutionService(
                new InMemoryExecutionStore(), (fn, doc) -> new byte[0], clock, ServiceSettings.defaults());
        String arn = service.start(new StartExecutionRequest("caller", "1", "trip", "{}"))
                .executionArn();
        ExecutionRecord record = service.openRecord(arn).orElseThrow();
        record.invoking = true;
        assertThatThrownBy(() -> service.checkpoint(
                        arn, new CheckpointRequest(record.currentToken(), "c1", List.of(invokeUpdate()))))
                .isInstanceOf(DurableServiceException.class)
                .hasMessageContaining("CHAINED_INVOKE is not supported");
    }

    @Test
    void aChainedInvokeMustNameItsTarget() {
        service = new DurableExecutionService(
                new InMemoryExecutionStore(),
                (fn, doc) -> new byte[0],
                started::add,
                clock,
                ServiceSettings.defaults());
        String arn = service.start(new StartExecutionRequest("caller", "1", "trip", "{}"))
                .executionArn();
        ExecutionRecord record = service.openRecord(arn).orElseThrow();
        record.invoking = true;
        OperationUpdate unnamed = invokeUpdate().toBuilder()
                .chainedInvokeOptions(o -> o.functionName(" "))
                .build();
        assertThatThrownBy(() ->
                        service.checkpoint(arn, new CheckpointRequest(record.currentToken(), "c1", List.of(unnamed))))
                .isInstanceOf(DurableServiceException.class)
                .hasMessageContaining("needs ChainedInvokeOptions.FunctionName");
        assertThat(started).isEmpty();
    }

    /** First invocation: start the invoke and suspend; later ones: answer with the invoke's outcome. */
    private byte[] caller(String function, byte[] document) {
        InvocationInput input = DurableWireCodec.invocation().readInput(document);
        inputs.add(input);
        var recorded = input.initialExecutionState().operations().stream()
                .filter(op -> op.id().equals("i1"))
                .findFirst();
        if (recorded.isEmpty()) {
            service.checkpoint(
                    input.durableExecutionArn(),
                    new CheckpointRequest(input.checkpointToken(), "c1", List.of(invokeUpdate())));
            return DurableWireCodec.invocation().write(InvocationOutput.pending());
        }
        Operation invoke = recorded.get();
        return switch (invoke.status()) {
            case SUCCEEDED ->
                DurableWireCodec.invocation()
                        .write(InvocationOutput.succeeded(
                                invoke.chainedInvokeDetails().result()));
            case FAILED ->
                DurableWireCodec.invocation()
                        .write(InvocationOutput.failed(
                                invoke.chainedInvokeDetails().error()));
            default -> DurableWireCodec.invocation().write(InvocationOutput.pending());
        };
    }

    private static OperationUpdate invokeUpdate() {
        return OperationUpdate.builder()
                .id("i1")
                .name("price-check")
                .type("CHAINED_INVOKE")
                .subType("ChainedInvoke")
                .action("START")
                .payload("{\"price\":12}")
                .chainedInvokeOptions(o -> o.functionName("checker:live"))
                .build();
    }
}

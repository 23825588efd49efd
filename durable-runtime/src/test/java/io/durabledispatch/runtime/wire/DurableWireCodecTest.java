package io.durabledispatch.runtime.wire;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.Operation;
import software.amazon.awssdk.services.lambda.model.OperationAction;
import software.amazon.awssdk.services.lambda.model.OperationStatus;
import software.amazon.awssdk.services.lambda.model.OperationType;
import software.amazon.awssdk.services.lambda.model.OperationUpdate;

class DurableWireCodecTest {

    @Test
    void readInput_bindsOperationsWithEpochMillisAndIgnoresUnknownFields() throws IOException {
        InvocationInput input;
        try (InputStream json = getClass().getResourceAsStream("/wire/invocation-input.json")) {
            input = DurableWireCodec.invocation().read(json, InvocationInput.class);
        }

        assertThat(input.executionId()).isEqualTo("5d1e0c1e-7a3b-4c55-9f2e-0b6a1c2d3e4f");
        assertThat(input.checkpointToken()).isEqualTo("opaque-token-1");
        assertThat(input.initialExecutionState().hasMore()).isFalse();
        List<Operation> operations = input.initialExecutionState().operations();
        assertThat(operations.get(0).type()).isEqualTo(OperationType.EXECUTION);
        assertThat(operations.get(0).executionDetails().inputPayload()).isEqualTo("{\"orderId\":\"42\",\"amount\":10}");
        assertThat(operations.get(0).startTimestamp()).isEqualTo(Instant.ofEpochMilli(1767356934930L));
        Operation step = operations.get(1);
        assertThat(step.status()).isEqualTo(OperationStatus.SUCCEEDED);
        assertThat(step.stepDetails().attempt()).isEqualTo(1);
        assertThat(step.stepDetails().result()).isEqualTo("\"ch_123\"");
    }

    @Test
    void writeOutput_usesUpperCamelCaseAndOmitsNulls() {
        String failed = text(DurableWireCodec.invocation()
                .write(InvocationOutput.failed(ErrorObject.builder()
                        .errorType("java.lang.IllegalStateException")
                        .errorMessage("boom")
                        .stackTrace("a|b|C.java|1")
                        .build())));

        assertThat(failed)
                .isEqualTo("{\"Status\":\"FAILED\",\"Error\":{\"ErrorMessage\":\"boom\","
                        + "\"ErrorType\":\"java.lang.IllegalStateException\",\"StackTrace\":[\"a|b|C.java|1\"]}}");
        assertThat(text(DurableWireCodec.invocation().write(InvocationOutput.pending())))
                .isEqualTo("{\"Status\":\"PENDING\"}");
    }

    @Test
    void readOutput_acceptsExplicitNullsAsTheJavaSdkWritesThem() {
        byte[] json =
                "{\"Error\":null,\"Result\":\"\\\"ok\\\"\",\"Status\":\"SUCCEEDED\"}".getBytes(StandardCharsets.UTF_8);

        InvocationOutput output = DurableWireCodec.invocation().readOutput(json);

        assertThat(output).isEqualTo(InvocationOutput.succeeded("\"ok\""));
    }

    @Test
    void apiCodec_writesTimestampsAsEpochSecondsAndRoundTripsUpdates() {
        Operation wait = Operation.builder()
                .id("w")
                .type(OperationType.WAIT)
                .status(OperationStatus.STARTED)
                .startTimestamp(Instant.ofEpochMilli(1767356934930L))
                .waitDetails(d -> d.scheduledEndTimestamp(Instant.ofEpochSecond(1767356964L)))
                .build();
        OperationUpdate retry = OperationUpdate.builder()
                .id("s")
                .name("charge")
                .type(OperationType.STEP)
                .subType("Step")
                .action(OperationAction.RETRY)
                .stepOptions(o -> o.nextAttemptDelaySeconds(5))
                .build();

        String json = text(DurableWireCodec.api().write(StatePage.complete(List.of(wait))));
        byte[] updateJson = DurableWireCodec.api().write(retry);

        assertThat(json).contains("\"StartTimestamp\":1767356934.93", "\"ScheduledEndTimestamp\":1767356964");
        assertThat(DurableWireCodec.api()
                        .read(json.getBytes(StandardCharsets.UTF_8), StatePage.class)
                        .operations())
                .containsExactly(wait);
        assertThat(text(updateJson))
                .contains("\"StepOptions\":{\"NextAttemptDelaySeconds\":5}", "\"Action\":\"RETRY\"");
        assertThat(DurableWireCodec.api().read(updateJson, OperationUpdate.class))
                .isEqualTo(retry);
    }

    private static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }
}

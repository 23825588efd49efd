package io.durabledispatch.durableservice;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;

class ExecutionSnapshotTest {
    private static final Instant NOW = Instant.parse("2026-01-01T00:00:00Z");

    @Test
    void restore_rebuildsTheSameRecord_fromItsSnapshot() {
        ExecutionRecord original = startedRecord();

        ExecutionRecord restored = ExecutionRecord.restore(original.snapshot(), NOW);

        assertThat(restored.identity()).isEqualTo(original.identity());
        assertThat(restored.status()).isEqualTo(ExecutionStatus.RUNNING);
        assertThat(restored.operations()).isEqualTo(original.operations());
        assertThat(restored.invokeAt).isEqualTo(original.invokeAt);
    }

    @Test
    void restore_makesAnInterruptedInvocationDueAgain_withFreshTokens() {
        ExecutionRecord original = startedRecord();
        original.invoking = true;
        original.invokeAt = null;
        String staleToken = original.currentToken();

        ExecutionRecord restored = ExecutionRecord.restore(original.snapshot(), NOW.plusSeconds(5));

        assertThat(restored.invoking).isFalse();
        assertThat(restored.invokeAt).isEqualTo(NOW.plusSeconds(5));
        assertThat(restored.currentToken()).isNotEqualTo(staleToken);
    }

    private static ExecutionRecord startedRecord() {
        DurableExecutionService service = new DurableExecutionService(
                new InMemoryExecutionStore(),
                (fn, input) -> new byte[0],
                Clock.fixed(NOW, ZoneOffset.UTC),
                ServiceSettings.defaults());
        String arn = service.start(new StartExecutionRequest("fn", "1", "order-1", "{}"))
                .executionArn();
        return service.openRecord(arn).orElseThrow();
    }
}

package io.durabledispatch.ops.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ExecutionRecordTest {
    @Test
    void stepFunctionsAborted_readsAsStopped_likeLambda() {
        assertThat(record("ABORTED").status()).isEqualTo("STOPPED");
        assertThat(record("STOPPED").status()).isEqualTo("STOPPED");
    }

    @Test
    void otherStatuses_areBothEnginesWords_keptAsTheyAre() {
        for (String status : new String[] {"RUNNING", "SUCCEEDED", "FAILED", "TIMED_OUT"}) {
            assertThat(record(status).status()).isEqualTo(status);
        }
        assertThat(record("RUNNING").running()).isTrue();
        assertThat(record("ABORTED").running()).isFalse();
    }

    private static ExecutionRecord record(String status) {
        return new ExecutionRecord(
                "reward-redemption",
                "r-1",
                status,
                Instant.EPOCH,
                Optional.empty(),
                "arn:aws:states:us-east-1:000000000000:execution:reward-redemption:r-1");
    }
}

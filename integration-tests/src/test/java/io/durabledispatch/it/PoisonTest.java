package io.durabledispatch.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.it.backend.Tuning;
import io.durabledispatch.it.support.PoisonFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.sqs.model.SqsException;

/** Scenario 7: fuzzed bodies never fail a batch; each one is parked with the precise reason. */
class PoisonTest extends BackendTest {
    private static final int POISON = Integer.getInteger("it.poison", 1000);

    @Test
    void fuzzedBodies_areEachParkedWithTheirPreciseReason_andNothingIsRetried() {
        open(Tuning.fast().withPollers(4, 10));
        Map<String, String> expected = PoisonFactory.bodies(POISON);
        var ledger = ledger("poison");

        producer(ledger).send(stack().queues().main(), new ArrayList<>(expected.keySet()));
        var report = ledger.settle(Duration.ofMinutes(3)).print("").assertBalanced();

        assertThat(report.executions()).isEmpty();
        assertThat(report.deadLettered()).isEmpty();
        assertThat(report.parked()).hasSize(POISON);
        report.parked().values().forEach(parked -> {
            assertThat(parked.outcome()).isEqualTo("INVALID");
            assertThat(parked.reason()).as("reason for %.80s", parked.body()).isEqualTo(expected.get(parked.body()));
            assertThat(parked.detail()).isNotBlank();
        });
        // A handler exception would fail its whole batch and bring every record back at least once more.
        backend.controls().ifPresent(c -> assertThat(c.deliveredRecords()).isEqualTo(POISON));
    }

    /**
     * SQS caps a body at 256 KB: a 1 MB event never reaches the dispatcher, the producer gets the error. (ElasticMQ
     * is looser than SQS just above the limit, so the embedded backend is asserted at 1 MB only.)
     */
    @Test
    void bodiesOverTheSqsLimit_areRefusedBySqsAtSend() {
        open(Tuning.fast());
        var ledger = ledger("oversized");
        var producer = producer(ledger);

        for (int bytes : new int[] {1024 * 1024, 4 * 1024 * 1024}) {
            assertThatThrownBy(() -> producer.sendOne(stack().queues().main(), PoisonFactory.oversized(bytes)))
                    .isInstanceOf(SqsException.class)
                    .satisfies(e -> assertThat(((SqsException) e).statusCode()).isEqualTo(400));
        }
        assertThat(ledger.settle(Duration.ofSeconds(30)).sent()).isEmpty();
    }
}

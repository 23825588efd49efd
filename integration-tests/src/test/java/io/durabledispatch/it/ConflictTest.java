package io.durabledispatch.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.it.backend.Tuning;
import io.durabledispatch.it.support.Event;
import io.durabledispatch.it.support.EventFactory;
import io.durabledispatch.it.support.Parked;
import io.durabledispatch.ops.inspect.ExecutionRecord;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Scenario 2: a key reused with a changed amount is parked with its reason; the original stays as it was. */
class ConflictTest extends BackendTest {
    private static final int ORDERS = 20;

    @Test
    void sameKeyWithChangedAmount_isParkedAsConflict_andLeavesTheOriginalExecutionUntouched() {
        open(Tuning.fast());
        var factory = new EventFactory(21L);
        List<Event> originals = new ArrayList<>();
        List<Event> changed = new ArrayList<>();
        for (int i = 0; i < ORDERS; i++) {
            originals.add(factory.order("acme", "C-" + (500 + i), "C-1", new BigDecimal("10.00")));
            changed.add(factory.order("acme", "C-" + (500 + i), "C-1", new BigDecimal("99.99")));
        }
        var ledger = ledger("conflicts");
        producer(ledger)
                .send(
                        stack().queues().main(),
                        originals.stream().map(Event::body).toList());
        ledger.settle(Duration.ofMinutes(2));

        producer(ledger)
                .send(stack().queues().main(), changed.stream().map(Event::body).toList());
        var report = ledger.settle(Duration.ofMinutes(2)).print("").assertBalanced();

        assertThat(report.executions()).hasSize(ORDERS);
        assertThat(report.parked().values())
                .hasSize(ORDERS)
                .allSatisfy(parked -> {
                    assertThat(parked.outcome()).isEqualTo("CONFLICT");
                    assertThat(parked.reason()).isEqualTo("INPUT_CONFLICT");
                    assertThat(parked.body()).contains("99.99");
                })
                .extracting(Parked::body)
                .containsExactlyInAnyOrderElementsOf(
                        changed.stream().map(Event::body).toList());
        report.executions().forEach(this::assertStillTheOriginal);
    }

    private void assertStillTheOriginal(ExecutionRecord execution) {
        var current = stack().lambda().getDurableExecution(b -> b.durableExecutionArn(execution.arn()));
        assertThat(current.statusAsString()).isEqualTo("SUCCEEDED");
        assertThat(current.inputPayload()).contains("\"value\":10").doesNotContain("99.99");
    }
}

package io.durabledispatch.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.emulators.http.FaultRates;
import io.durabledispatch.it.backend.EmbeddedControls;
import io.durabledispatch.it.backend.Tuning;
import io.durabledispatch.it.support.Await;
import io.durabledispatch.it.support.Event;
import io.durabledispatch.it.support.EventFactory;
import io.durabledispatch.it.support.Identity;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Scenario 5: the whole stack stops mid-batch and boots again from its data directory. Orders are left out:
 * the simulated carrier's inbox lives in memory, so an order waiting for its shipment callback at the crash
 * would wait for a carrier that forgot it (a property of the simulator, not of the dispatch path).
 */
class CrashRecoveryTest extends BackendTest {
    private static final int REQUESTS = 100;

    @Test
    void stackStoppedMidBatch_andRestarted_losesNoMessage_andDoublesNoExecution() {
        // Writes go through to disk here: fast()'s 30 s visibility timeout keeps a slow batch from being redelivered
        // (and dead-lettered) while it is still being dispatched; what was in flight at the stop is back after it.
        open(Tuning.fast().withPollers(4, 10).withDataDirectory());
        EmbeddedControls controls = controls("stops and restarts the stack");
        // Slow starts spread the batch out, so the stop lands in the middle of it even on a fast machine.
        controls.lambdaFaults().configure("Invoke", FaultRates.latency(Duration.ofMillis(100)));
        var factory = new EventFactory(51L);
        List<Event> requests = new ArrayList<>();
        for (int i = 0; i < REQUESTS; i++) {
            requests.add(
                    i % 2 == 0
                            ? factory.points("acme", "M-" + i, "crash", 7)
                            : factory.product("globex", "K-" + i, new BigDecimal("12.50")));
        }
        List<Event> all = new ArrayList<>(requests);
        for (int i = 0; i < REQUESTS / 3; i++) all.add(factory.resend(requests.get(i * 3)));
        Collections.shuffle(all, factory.random());
        var ledger = ledger("crash");

        producer(ledger)
                .send(stack().queues().main(), all.stream().map(Event::body).toList());
        AtomicInteger beforeCrash = new AtomicInteger();
        Await.until("a first part of the work to be started", Duration.ofMinutes(1), () -> {
            beforeCrash.set(ledger.executions().size());
            return beforeCrash.get() >= REQUESTS / 10;
        });
        controls.restart();
        var report = ledger.settle(Duration.ofMinutes(3))
                .print("startedBeforeCrash=" + beforeCrash)
                .assertBalanced();

        Set<Identity> identities =
                new HashSet<>(requests.stream().map(Event::identity).toList());
        assertThat(beforeCrash.get()).isLessThan(identities.size());
        assertThat(report.executions()).hasSize(identities.size());
        assertThat(report.executionsByStatus()).containsOnlyKeys("SUCCEEDED");
        assertThat(report.deadLettered()).isEmpty();
    }
}

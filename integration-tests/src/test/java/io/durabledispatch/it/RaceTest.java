package io.durabledispatch.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.it.backend.Tuning;
import io.durabledispatch.it.support.Event;
import io.durabledispatch.it.support.EventFactory;
import io.durabledispatch.it.support.Ledger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;

/**
 * Scenario 3: eight producers send the same keys at once while eight pollers (dispatcher instances) take
 * batches of two, so copies of one key are started concurrently by different dispatchers.
 */
class RaceTest extends BackendTest {
    private static final int RACERS = 8;
    private static final int KEYS = 40;

    @Test
    void concurrentDispatchersOverTheSameKeys_startOneExecutionPerKey() throws Exception {
        open(Tuning.fast().withPollers(RACERS, 2));
        var factory = new EventFactory(31L);
        List<Event> requests = new ArrayList<>();
        for (int i = 0; i < KEYS; i++) requests.add(factory.points("acme", "M-" + i, "race", 5));
        var ledger = ledger("races");

        sendConcurrently(ledger, requests);
        var report =
                ledger.settle(Duration.ofMinutes(2)).print("racers=" + RACERS).assertBalanced();

        assertThat(report.sent()).hasSize(RACERS * KEYS);
        assertThat(report.executions()).hasSize(KEYS);
        assertThat(report.executionsByStatus()).containsOnlyKeys("SUCCEEDED");
        assertThat(report.parked()).isEmpty();
        assertThat(report.deadLettered()).isEmpty();
    }

    /** Every racer sends every request (in its own order) once the start gate opens. */
    private void sendConcurrently(Ledger ledger, List<Event> requests) throws Exception {
        CountDownLatch gate = new CountDownLatch(1);
        ExecutorService racers = Executors.newFixedThreadPool(RACERS);
        try {
            List<CompletableFuture<Void>> sends = new ArrayList<>();
            for (int r = 0; r < RACERS; r++) {
                List<String> bodies =
                        new ArrayList<>(requests.stream().map(Event::body).toList());
                Collections.shuffle(bodies, new Random(r));
                sends.add(CompletableFuture.runAsync(
                        () -> {
                            awaitGate(gate);
                            producer(ledger).send(stack().queues().main(), bodies);
                        },
                        racers));
            }
            gate.countDown();
            CompletableFuture.allOf(sends.toArray(CompletableFuture[]::new)).get();
        } finally {
            racers.shutdownNow();
        }
    }

    private static void awaitGate(CountDownLatch gate) {
        try {
            gate.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}

package io.durabledispatch.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.emulators.quota.ApiQuotas;
import io.durabledispatch.emulators.quota.Quota;
import io.durabledispatch.it.backend.Tuning;
import io.durabledispatch.it.support.AdmissionSampler;
import io.durabledispatch.it.support.Event;
import io.durabledispatch.it.support.EventFactory;
import io.durabledispatch.it.support.Ledger;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Overload is a delay, never a loss: for minutes, three times the Lambda emulator's start quota ({@code Invoke}
 * token bucket) is offered through the whole local stack (ElasticMQ, the event source mapping, the real
 * dispatcher with its backoff, the emulators hosting the real workflows), with 30 % duplicates. Every distinct
 * request ends as exactly one execution, nothing reaches the DLQ, and the quota is kept at least 90 % full over
 * the busy window (first admitted start to last). Opt-in: {@code ./mvnw -P soak ...} (docs/benchmarks/soak.md);
 * {@code -Dsoak.quota=20 -Dsoak.seconds=180 -Dsoak.duplicates=0.3} shape it.
 */
@Tag("soak")
class SoakTest extends BackendTest {
    private static final double QUOTA = Double.parseDouble(System.getProperty("soak.quota", "20"));
    private static final int SECONDS = Integer.getInteger("soak.seconds", 180);
    private static final double DUPLICATES = Double.parseDouble(System.getProperty("soak.duplicates", "0.3"));
    private static final int OVERLOAD = 3;
    private static final int BATCH = 10;
    private static final String[] TENANTS = {"acme", "globex", "initech"};

    private final EventFactory factory = new EventFactory(15L);
    private final List<Event> distinct = new ArrayList<>();
    private int duplicates;

    @Test
    void threeTimesTheStartQuota_isDelayedNeverLost_andKeepsTheQuotaFull() throws Exception {
        Quota quota = new Quota(QUOTA, (int) Math.ceil(QUOTA));
        open(Tuning.fast()
                .withVisibilityTimeout(Duration.ofSeconds(30))
                .withPollers(5, BATCH)
                .withQuota("Invoke", quota));
        ApiQuotas invokes = controls("quotas on the Lambda emulator").lambdaQuotas();
        Ledger ledger = ledger("soak");
        int total = (int) Math.round(OVERLOAD * QUOTA * SECONDS);

        long offerStart = System.nanoTime();
        long offerEnd;
        try (var sampler = new AdmissionSampler(() -> invokes.admitted("Invoke"), Duration.ofMillis(200))) {
            offer(ledger, total);
            offerEnd = System.nanoTime();
            var report = ledger.settle(Duration.ofSeconds(SECONDS * 6L + 600)).assertBalanced();
            sampler.close();

            long admitted = invokes.admitted("Invoke");
            double busySeconds = sampler.busyWindow().toMillis() / 1000.0;
            double rate = (admitted - quota.burst()) / busySeconds;
            double offerSeconds = (offerEnd - offerStart) / 1e9;
            double offerPhaseRate = (sampler.countAt(offerEnd) - quota.burst()) / offerSeconds;
            long delivered = controls("delivery counts").deliveredRecords();
            report.print(String.format(
                    "quota=%.0f/s offered=%.1f/s for %.0fs distinct=%d duplicates=%d admitted=%d refused429=%d"
                            + " busy=%.0fs startRate=%.1f/s (%.0f%% of quota) offerPhaseRate=%.1f/s (%.0f%%)"
                            + " drain=%.0fs receivesPerMessage=%.2f admittedPer30s=%s",
                    QUOTA,
                    total / offerSeconds,
                    offerSeconds,
                    distinct.size(),
                    duplicates,
                    admitted,
                    invokes.refused("Invoke"),
                    busySeconds,
                    rate,
                    100 * rate / QUOTA,
                    offerPhaseRate,
                    100 * offerPhaseRate / QUOTA,
                    busySeconds - offerSeconds,
                    (double) delivered / total,
                    sampler.perWindow(Duration.ofSeconds(30))));

            assertThat(report.sent()).hasSize(total);
            assertThat(report.executions()).hasSize(distinct.size());
            assertThat(report.executionsByStatus()).containsOnlyKeys("SUCCEEDED");
            assertThat(report.deadLettered()).as("dead letters").isEmpty();
            assertThat(report.parked()).as("parked").isEmpty();
            assertThat(report.collapsed()).isEqualTo(duplicates);
            assertThat(invokes.refused("Invoke")).as("the quota was exceeded").isPositive();
            assertThat(rate).as("achieved start rate, starts/s").isGreaterThanOrEqualTo(0.9 * QUOTA);
        }
    }

    /** Sends {@code total} messages at three times the quota, one batch of ten per tick. */
    private void offer(Ledger ledger, int total) throws Exception {
        var producer = producer(ledger);
        String queue = stack().queues().main();
        long periodNanos = Math.round(BATCH / (OVERLOAD * QUOTA) * 1e9);
        AtomicInteger sent = new AtomicInteger();
        ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor();
        try {
            ScheduledFuture<?> ticks = ticker.scheduleAtFixedRate(
                    () -> {
                        int n = Math.min(BATCH, total - sent.get());
                        if (n <= 0) throw new StopOffering();
                        producer.send(queue, nextBodies(n));
                        sent.addAndGet(n);
                    },
                    0,
                    periodNanos,
                    TimeUnit.NANOSECONDS);
            try {
                ticks.get(SECONDS * 3L + 60, TimeUnit.SECONDS);
            } catch (java.util.concurrent.ExecutionException e) {
                if (!(e.getCause() instanceof StopOffering)) throw e;
            }
        } finally {
            ticker.shutdownNow();
        }
        assertThat(sent.get()).as("messages offered").isEqualTo(total);
    }

    /** Ends the ticker's fixed-rate schedule once everything was offered. */
    private static final class StopOffering extends RuntimeException {
        StopOffering() {
            super("offered everything", null, false, false);
        }
    }

    /** New requests and, with the duplicates' share, the same request again (exactly, or resent). */
    private List<String> nextBodies(int n) {
        List<String> bodies = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (!distinct.isEmpty() && factory.random().nextDouble() < DUPLICATES) {
                Event original = distinct.get(factory.random().nextInt(distinct.size()));
                duplicates++;
                bodies.add(
                        duplicates % 2 == 0
                                ? original.body()
                                : factory.resend(original).body());
                continue;
            }
            Event next = newRequest(distinct.size());
            distinct.add(next);
            bodies.add(next.body());
        }
        return bodies;
    }

    private Event newRequest(int i) {
        String tenant = TENANTS[i % TENANTS.length];
        return switch (i % 3) {
            case 0 -> factory.order(tenant, "SOAK-" + i, "C-" + i % 40, BigDecimal.valueOf(2000 + i, 2));
            case 1 -> factory.points(tenant, "SOAKM-" + i, "signup", 10 + i % 50);
            default -> factory.product(tenant, "SOAKSKU-" + i, BigDecimal.valueOf(700 + i, 2));
        };
    }
}

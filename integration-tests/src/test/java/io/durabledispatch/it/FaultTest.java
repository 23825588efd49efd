package io.durabledispatch.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.emulators.http.FaultKind;
import io.durabledispatch.emulators.http.FaultRates;
import io.durabledispatch.it.backend.EmbeddedControls;
import io.durabledispatch.it.backend.Tuning;
import io.durabledispatch.it.support.Await;
import io.durabledispatch.it.support.EventFactory;
import io.durabledispatch.it.support.PoisonFactory;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Scenario 4: throttling, server errors and slow engines, and a parking queue that is gone for a while. */
class FaultTest extends BackendTest {
    private static final FaultRates FLAKY = new FaultRates(0.20, 0.05, Duration.ofMillis(30));

    @Test
    void throttlingServerErrorsAndLatency_onInvokeAndStartExecution_endInCompletedExecutions() {
        open(Tuning.fast().withPollers(4, 10));
        EmbeddedControls controls = controls("injects faults into the engines");
        controls.lambdaFaults().configure("Invoke", FLAKY);
        controls.stepFunctionsFaults().configure("StartExecution", FLAKY);
        var factory = new EventFactory(41L);
        List<String> earn = new ArrayList<>();
        List<String> redeem = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            earn.add(factory.points("acme", "M-" + i, "signup", 100).body());
            earn.add(factory.product("globex", "SKU-" + i, new BigDecimal("9.99"))
                    .body());
            redeem.add(factory.reward("acme", "M-" + i, "R-" + i, 40).body());
        }
        var ledger = ledger("faults");

        producer(ledger).send(stack().queues().main(), earn);
        ledger.settle(Duration.ofMinutes(2));
        producer(ledger).send(stack().queues().main(), redeem); // spends what the first wave earned
        var report = ledger.settle(Duration.ofMinutes(2));
        long redelivered = controls.deliveredRecords() - report.sent().size();
        report.print("injected=" + injected(controls) + " redelivered=" + redelivered)
                .assertBalanced();

        assertThat(report.executions()).hasSize(earn.size() + redeem.size());
        assertThat(report.executionsByStatus()).containsOnlyKeys("SUCCEEDED");
        assertThat(report.deadLettered()).isEmpty();
        assertThat(controls.lambdaFaults().injected("Invoke", FaultKind.THROTTLE))
                .isPositive();
        assertThat(controls.lambdaFaults().injected("Invoke", FaultKind.SERVER_ERROR))
                .isPositive();
        assertThat(controls.stepFunctionsFaults().injected("StartExecution", FaultKind.THROTTLE))
                .isPositive();
    }

    @Test
    void parkingQueueGoneForAWhile_poisonIsRetried_andParkedOnceItIsBack() {
        open(Tuning.fast().withPollers(2, 10));
        EmbeddedControls controls = controls("deletes and recreates the parking queue");
        var ledger = ledger("parking-outage");
        String parking = stack().queues().parking();
        String parkingName = parking.substring(parking.lastIndexOf('/') + 1);
        List<String> poison = new ArrayList<>(PoisonFactory.bodies(20).keySet());
        stack().sqs().deleteQueue(b -> b.queueUrl(parking));

        producer(ledger).send(stack().queues().main(), poison);
        // Nothing else is in flight: twice the poison delivered means each failed to park at least once.
        Await.until(
                "every poison record delivered twice",
                Duration.ofMinutes(1),
                () -> controls.deliveredRecords() >= 2L * poison.size());
        stack().sqs().createQueue(b -> b.queueName(parkingName));
        var report = ledger.settle(Duration.ofMinutes(1));
        report.print("redelivered=" + (controls.deliveredRecords() - poison.size()))
                .assertBalanced();

        assertThat(report.parked()).hasSize(poison.size());
        assertThat(report.deadLettered()).isEmpty();
    }

    private static String injected(EmbeddedControls controls) {
        var all = new java.util.TreeMap<String, Long>(controls.lambdaFaults().counters());
        all.putAll(controls.stepFunctionsFaults().counters());
        return all.toString().replace(" ", "");
    }
}

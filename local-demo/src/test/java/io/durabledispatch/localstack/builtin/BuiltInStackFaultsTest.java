package io.durabledispatch.localstack.builtin;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.demo.DemoReport;
import io.durabledispatch.demo.workload.WorkloadGenerator;
import io.durabledispatch.demo.workload.WorkloadSpec;
import io.durabledispatch.emulators.http.FaultInjection;
import io.durabledispatch.emulators.http.FaultKind;
import io.durabledispatch.emulators.http.FaultRates;
import io.durabledispatch.emulators.testing.QuietLog;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class BuiltInStackFaultsTest {
    private BuiltInStack system;

    @AfterEach
    void stop() {
        if (system != null) system.close();
    }

    @Test
    void throttledStarts_areRetriedToCompletion_withNothingLost() {
        // Throttled records come back on the dispatcher's backoff schedule; the only retries are the injected ones.
        system = BuiltInStack.start(BuiltInStackTest.deliveredOnceSettings(), QuietLog.LOGGER);
        // Seeded per operation: the same calls of Invoke are throttled in every run (the first one among them).
        system.app().lambda().faults().configure("Invoke", FaultRates.throttling(0.15));
        system.app().stepFunctions().faults().configure("StartExecution", FaultRates.throttling(0.15));
        var workload = WorkloadGenerator.generate(new WorkloadSpec(24, 2, 10, 10, 0, 0, 5L));

        DemoReport report = BuiltInStackTest.demo(system).run(workload);

        assertThat(throttled(system.app().lambda().faults(), "Invoke")).isPositive();
        assertThat(report.executions()).isEqualTo(workload.expected().executions());
        assertThat(report.executionsByStatus()).containsOnlyKeys("SUCCEEDED");
        assertThat(report.deadLettered()).isZero();
        assertThat(report.problems()).isEmpty();
    }

    private static long throttled(FaultInjection faults, String operation) {
        return faults.injected(operation, FaultKind.THROTTLE);
    }
}

package io.durabledispatch.local;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.local.demo.DemoReport;
import io.durabledispatch.local.http.FaultInjection;
import io.durabledispatch.local.http.FaultKind;
import io.durabledispatch.local.http.FaultRates;
import io.durabledispatch.local.sqs.QueueSettings;
import io.durabledispatch.local.testing.QuietLog;
import io.durabledispatch.local.workload.WorkloadGenerator;
import io.durabledispatch.local.workload.WorkloadSpec;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class LocalSystemFaultsTest {
    private LocalSystem system;

    @AfterEach
    void stop() {
        if (system != null) system.close();
    }

    @Test
    void throttledStarts_areRetriedToCompletion_withNothingLost() {
        // A short visibility timeout makes the throttled records come back quickly.
        var settings = LocalSystemTest.fastSettings()
                .withQueues(QueueSettings.defaults().withVisibilityTimeout(Duration.ofSeconds(2)));
        system = LocalSystem.start(settings, QuietLog.LOGGER);
        system.lambda().faults().configure("Invoke", FaultRates.throttling(0.15));
        system.stepFunctions().faults().configure("StartExecution", FaultRates.throttling(0.15));
        var workload = WorkloadGenerator.generate(new WorkloadSpec(24, 2, 10, 10, 0, 0, 5L));

        DemoReport report = LocalSystemTest.demo(system).run(workload);

        assertThat(throttled(system.lambda().faults(), "Invoke")).isPositive();
        assertThat(report.executions()).isEqualTo(workload.expected().executions());
        assertThat(report.executionsByStatus()).containsOnlyKeys("SUCCEEDED");
        assertThat(report.deadLettered()).isZero();
        assertThat(report.problems()).isEmpty();
    }

    private static long throttled(FaultInjection faults, String operation) {
        return faults.injected(operation, FaultKind.THROTTLE);
    }
}

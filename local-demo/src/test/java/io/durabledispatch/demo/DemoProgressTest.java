package io.durabledispatch.demo;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.emulators.ExecutionCounts;
import io.durabledispatch.localstack.app.StackCounters;
import org.junit.jupiter.api.Test;

class DemoProgressTest {
    @Test
    void line_showsSentHandledRateAndExecutions() {
        var counters = new StackCounters(2_500, new ExecutionCounts(2_000, 1_800));

        String line = DemoProgress.line(10.0, 10_000, 3_000, counters);

        assertThat(line.strip())
                .isEqualTo("10 s  sent 3000/10000  handled 2500 (250 events/s)  executions 1800 done, 200 running");
    }
}

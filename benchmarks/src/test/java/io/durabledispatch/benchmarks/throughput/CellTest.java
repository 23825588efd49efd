package io.durabledispatch.benchmarks.throughput;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class CellTest {
    @Test
    void idealMillis_isLatencyTimesRecordsOverConcurrency() {
        assertThat(new Cell(Duration.ofMillis(20), 10_000, 64).idealMillis()).isEqualTo(3125.0);
    }

    @Test
    void idealMillis_neverAssumesMoreParallelismThanRecords() {
        assertThat(new Cell(Duration.ofMillis(20), 10, 64).idealMillis()).isEqualTo(20.0);
    }

    @Test
    void row_reportsMedianThroughputAndEfficiency() {
        Measurement measurement =
                new Measurement(new Cell(Duration.ofMillis(20), 1000, 10), List.of(2500.0, 4000.0, 2000.0), 0);

        assertThat(measurement.row()).isEqualTo("| 20 ms | 1000 | 10 | 400 | 2500.0 | 2000.0 | 80% | 3 | 0 |");
    }
}

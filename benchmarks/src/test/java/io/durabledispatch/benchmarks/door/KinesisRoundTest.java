package io.durabledispatch.benchmarks.door;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class KinesisRoundTest {
    private static KinesisRound round(int number, double kinesisCpu, double sqsCpu) {
        return new KinesisRound(number, "Kinesis, SQS", 1000.0 * number, kinesisCpu, kinesisCpu * 4, 800, sqsCpu, 900);
    }

    @Test
    void theDoorCpuRatio_isTheStreamDoorsCpuOverTheSqsDoors() {
        assertThat(round(1, 300, 120).doorCpuRatio()).isCloseTo(2.5, within(1e-9));
    }

    @Test
    void theMedianRow_takesEachColumnsMedian_andGivesBothRatios() {
        List<KinesisRound> rounds = List.of(round(1, 300, 100), round(2, 400, 200), round(3, 250, 50));

        String text = KinesisRound.medians(rounds);

        // Kinesis records/s 2000, door 300, process 1200; SQS 800, 100, 900; ratios 3.0, 2.0, 5.0.
        assertThat(text).startsWith("| **median of 3** | — | 2000 | 300 | 1200 | 800 | 100 | 900 | 3.00× |");
        assertThat(text).contains("3.00× (ratio of the medians), 3.00× (median of the rounds' ratios)");
    }

    @Test
    void aRowPrintsEveryColumn() {
        assertThat(round(2, 300, 150).row())
                .isEqualTo("| 2 | Kinesis, SQS | 2000 | 300 | 1200 | 800 | 150 | 900 | 2.00× |");
    }
}

package io.durabledispatch.benchmarks.door;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class RoundMediansTest {
    private static Round round(int number, double p50, double httpCpu, double sqsCpu) {
        return new Round(
                number, "HTTP, SQS", p50, p50 * 4, 90, 1000.0 / number, httpCpu, httpCpu * 3, 500, sqsCpu, 900);
    }

    @Test
    void eachColumn_isTheMedianOverTheRounds() {
        List<Round> rounds = List.of(round(1, 5, 300, 100), round(2, 9, 400, 200), round(3, 7, 250, 50));

        Round median = RoundMedians.of(rounds).median();

        assertThat(median.p50Millis()).isEqualTo(7);
        assertThat(median.p99Millis()).isEqualTo(28);
        assertThat(median.requestsPerSecond()).isEqualTo(500);
        assertThat(median.httpDoorMicros()).isEqualTo(300);
        assertThat(median.sqsDoorMicros()).isEqualTo(100);
        assertThat(median.number()).isEqualTo(3);
    }

    @Test
    void theDoorCpuRatio_isGivenOfTheMedians_andAsTheMedianOfEachRoundsOwnRatio() {
        List<Round> rounds = List.of(round(1, 5, 300, 100), round(2, 9, 400, 200), round(3, 7, 250, 50));

        RoundMedians medians = RoundMedians.of(rounds);

        assertThat(medians.median().doorCpuRatio()).isEqualTo(3.0);
        assertThat(medians.medianOfRatios()).isEqualTo(3.0); // of 3.0, 2.0 and 5.0
        assertThat(round(1, 5, 300, 120).doorCpuRatio()).isCloseTo(2.5, within(1e-9));
    }

    @Test
    void theMedianRow_saysHowManyRounds_andBothRatios() {
        String text = RoundMedians.of(List.of(round(1, 5, 300, 100), round(2, 9, 400, 100)))
                .text();

        assertThat(text).startsWith("| **median of 2** | — | 7.0 | 28.0 | 90 |");
        assertThat(text).contains("3.50× (ratio of the medians), 3.50× (median of the rounds' ratios)");
    }
}

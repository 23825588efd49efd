package io.durabledispatch.benchmarks.door;

import io.durabledispatch.benchmarks.Stats;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/**
 * The medians over the rounds, column by column, and the door CPU ratio two ways: of the medians, and the median
 * of the rounds' own ratios (each taken within one round, so a round the machine slowed down counts once).
 */
record RoundMedians(Round median, double medianOfRatios) {
    static RoundMedians of(List<Round> rounds) {
        Round median = new Round(
                rounds.size(),
                "median",
                of(rounds, Round::p50Millis),
                of(rounds, Round::p99Millis),
                of(rounds, Round::acceptedPercent),
                of(rounds, Round::requestsPerSecond),
                of(rounds, Round::httpDoorMicros),
                of(rounds, Round::httpProcessMicros),
                of(rounds, Round::recordsPerSecond),
                of(rounds, Round::sqsDoorMicros),
                of(rounds, Round::sqsProcessMicros));
        return new RoundMedians(median, of(rounds, Round::doorCpuRatio));
    }

    String text() {
        return median.row().replaceFirst("\\| \\d+ \\| median", "| **median of " + median.number() + "** | —")
                + String.format(
                        Locale.ROOT,
                        "%n%nDoor CPU, HTTP / SQS: %.2f× (ratio of the medians), %.2f× "
                                + "(median of the rounds' ratios)",
                        median.doorCpuRatio(),
                        medianOfRatios);
    }

    private static double of(List<Round> rounds, ToDoubleFunction<Round> column) {
        return Stats.median(rounds.stream().map(column::applyAsDouble).toList());
    }
}

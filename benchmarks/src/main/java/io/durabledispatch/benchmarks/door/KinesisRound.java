package io.durabledispatch.benchmarks.door;

import io.durabledispatch.benchmarks.Stats;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/**
 * One round's figures for the stream door against the SQS door, both measured back to back in it. Door CPU is the
 * handlers' thread CPU time (the calling thread and the door's start pool); process CPU adds everything this JVM
 * did meanwhile (the Lambda emulator).
 */
record KinesisRound(
        int number,
        String order,
        double kinesisRecordsPerSecond,
        double kinesisDoorMicros,
        double kinesisProcessMicros,
        double sqsRecordsPerSecond,
        double sqsDoorMicros,
        double sqsProcessMicros) {
    static final String HEADER = "| round | order | Kinesis records/s | Kinesis door CPU µs/record "
            + "| process CPU µs/record | SQS records/s | SQS door CPU µs/record | process CPU µs/record "
            + "| door CPU Kinesis / SQS |\n|---:|---|---:|---:|---:|---:|---:|---:|---:|";

    /** How much CPU the stream door spends on a record against the SQS door on one. */
    double doorCpuRatio() {
        return kinesisDoorMicros / sqsDoorMicros;
    }

    String row() {
        return String.format(
                Locale.ROOT,
                "| %d | %s | %.0f | %.0f | %.0f | %.0f | %.0f | %.0f | %.2f× |",
                number,
                order,
                kinesisRecordsPerSecond,
                kinesisDoorMicros,
                kinesisProcessMicros,
                sqsRecordsPerSecond,
                sqsDoorMicros,
                sqsProcessMicros,
                doorCpuRatio());
    }

    /**
     * The medians column by column, and the door CPU ratio two ways: of the medians, and the median of the rounds'
     * own ratios (each taken within one round, so a round the machine slowed down counts once).
     */
    static String medians(List<KinesisRound> rounds) {
        KinesisRound median = new KinesisRound(
                rounds.size(),
                "median",
                of(rounds, KinesisRound::kinesisRecordsPerSecond),
                of(rounds, KinesisRound::kinesisDoorMicros),
                of(rounds, KinesisRound::kinesisProcessMicros),
                of(rounds, KinesisRound::sqsRecordsPerSecond),
                of(rounds, KinesisRound::sqsDoorMicros),
                of(rounds, KinesisRound::sqsProcessMicros));
        return median.row().replaceFirst("\\| \\d+ \\| median", "| **median of " + rounds.size() + "** | —")
                + String.format(
                        Locale.ROOT,
                        "%n%nDoor CPU, Kinesis / SQS: %.2f× (ratio of the medians), %.2f× "
                                + "(median of the rounds' ratios)",
                        median.doorCpuRatio(),
                        of(rounds, KinesisRound::doorCpuRatio));
    }

    private static double of(List<KinesisRound> rounds, ToDoubleFunction<KinesisRound> column) {
        return Stats.median(rounds.stream().map(column::applyAsDouble).toList());
    }
}

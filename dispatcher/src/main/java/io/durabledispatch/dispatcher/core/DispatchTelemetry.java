package io.durabledispatch.dispatcher.core;

import io.durabledispatch.core.telemetry.DoorLines;
import java.time.Clock;
import java.util.function.Consumer;

/**
 * One JSON log line per record, the line every door writes ({@link DoorLines}, door {@code sqs}; never the body;
 * with its tenant once planned, so log readers can filter by it) and, per batch, CloudWatch Embedded Metric Format lines (see {@link EmbeddedMetrics}). Lines go to a sink: stdout in Lambda, which CloudWatch Logs collects.
 */
public final class DispatchTelemetry {
    private final Consumer<String> sink;
    private final Clock clock;
    private final Consumer<RecordOutcome> listener;
    private final boolean tenantDimension;

    public DispatchTelemetry(Consumer<String> sink, Clock clock) {
        this(sink, clock, outcome -> {});
    }

    /** @param listener also told every record's outcome, in process (the local console watches these) */
    public DispatchTelemetry(Consumer<String> sink, Clock clock, Consumer<RecordOutcome> listener) {
        this(sink, clock, listener, false);
    }

    /** @param tenantDimension metrics also carry a {@code tenant} dimension (opt-in: a series per tenant) */
    public DispatchTelemetry(
            Consumer<String> sink, Clock clock, Consumer<RecordOutcome> listener, boolean tenantDimension) {
        this.sink = sink;
        this.clock = clock;
        this.listener = listener;
        this.tenantDimension = tenantDimension;
    }

    void record(RecordOutcome outcome) {
        listener.accept(outcome);
        sink.accept(DoorLines.json(outcome.line()));
    }

    void batch(BatchReport report, RetrySummary retries) {
        long now = clock.millis();
        EmbeddedMetrics.lines(report, now, tenantDimension).forEach(sink);
        RetryMetrics.line(retries, now).ifPresent(sink);
    }
}

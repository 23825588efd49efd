package io.durabledispatch.dispatcher.core;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.routes.json.StrictJson;
import java.time.Clock;
import java.util.function.Consumer;

/**
 * One JSON log line per record (never the body; with its tenant once planned, so log readers can filter by it)
 * and, per batch, CloudWatch Embedded Metric Format lines (see {@link EmbeddedMetrics}). Lines go to a sink: stdout in Lambda, which CloudWatch Logs collects.
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
        ObjectNode line = StrictJson.nodes().objectNode();
        line.put("level", outcome.outcome().acked() ? "INFO" : "WARN");
        line.put("message", "record dispatched");
        line.put("messageId", outcome.messageId());
        line.put("outcome", outcome.outcome().name());
        outcome.route().ifPresent(route -> line.put("route", route));
        outcome.operation().ifPresent(operation -> line.put("operation", operation));
        outcome.executionName().ifPresent(name -> line.put("executionName", name));
        outcome.keyHash().ifPresent(hash -> line.put("keyHash", hash));
        outcome.reason().ifPresent(reason -> line.put("reason", reason));
        outcome.existingStatus().ifPresent(status -> line.put("existingStatus", status));
        outcome.tenant().ifPresent(tenant -> line.put("tenant", tenant));
        line.put("latencyMs", outcome.latencyMillis());
        sink.accept(line.toString());
    }

    void batch(BatchReport report, RetrySummary retries) {
        long now = clock.millis();
        EmbeddedMetrics.lines(report, now, tenantDimension).forEach(sink);
        RetryMetrics.line(retries, now).ifPresent(sink);
    }
}

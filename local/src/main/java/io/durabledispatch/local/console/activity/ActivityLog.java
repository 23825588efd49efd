package io.durabledispatch.local.console.activity;

import io.durabledispatch.dispatcher.core.RecordOutcome;
import java.time.Clock;
import java.time.Duration;
import java.util.function.Consumer;

/**
 * Listens to the dispatcher's per-record outcomes (see {@code DispatchHandler.fromEnvironment(env, listener)})
 * and keeps what the console shows: counts per outcome and operation in time buckets, and the latest records
 * with repeats of one execution and outcome collapsed into one row. Bounded: old buckets and rows fall off.
 */
public final class ActivityLog implements Consumer<RecordOutcome> {
    public static final Duration BUCKET = Duration.ofSeconds(10);
    public static final int BUCKETS = 30;
    public static final int LATEST = 50;

    private final Clock clock;
    private final OutcomeCounts counts = new OutcomeCounts(BUCKET, BUCKETS);
    private final LatestRecords latest = new LatestRecords(LATEST);

    public ActivityLog(Clock clock) {
        this.clock = clock;
    }

    @Override
    public synchronized void accept(RecordOutcome outcome) {
        long now = clock.millis();
        String operation = outcome.operation().orElse(outcome.route().orElse("unrouted"));
        counts.add(now, outcome.outcome().name(), operation);
        latest.add(now, outcome, operation);
    }

    public synchronized ActivitySnapshot snapshot() {
        long now = clock.millis();
        return new ActivitySnapshot(BUCKET.toMillis(), counts.buckets(now), counts.totals(), latest.rows());
    }
}

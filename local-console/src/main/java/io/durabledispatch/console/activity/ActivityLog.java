package io.durabledispatch.console.activity;

import io.durabledispatch.dispatcher.core.RecordOutcome;
import io.durabledispatch.routes.Route;
import io.durabledispatch.routes.RouteTable;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Listens to the dispatcher's per-record outcomes (see {@code DispatchHandler.fromEnvironment(env, listener)})
 * and keeps what the console shows: counts per outcome and operation in time buckets, overall and per tenant,
 * and the latest records with repeats of one execution and outcome collapsed into one row. Bounded: old buckets
 * and rows fall off, and at most {@link #TENANTS} tenants are counted one by one.
 *
 * <p>Every record counts under its route's operation, also a record its route rejected (a missing key is an
 * invalid order); a record that matched no route counts under {@link #UNROUTED}, which no operation can be
 * named (operations are letters, digits and dashes).
 */
public final class ActivityLog implements Consumer<RecordOutcome> {
    public static final Duration BUCKET = Duration.ofSeconds(10);
    public static final int BUCKETS = 30;
    public static final int LATEST = 50;
    public static final int TENANTS = 1000;
    public static final String UNROUTED = "(unrouted)";

    private final Clock clock;
    private final RouteTable routes;
    private final long startedAt;
    private final OutcomeCounts counts = new OutcomeCounts(BUCKET, BUCKETS);
    private final Map<String, OutcomeCounts> perTenant = new LinkedHashMap<>();
    private final LatestRecords latest = new LatestRecords(LATEST);

    /** @param routes the dispatcher's routes: the operation of a record its route rejected */
    public ActivityLog(Clock clock, RouteTable routes) {
        this.clock = clock;
        this.routes = routes;
        this.startedAt = clock.millis();
    }

    @Override
    public synchronized void accept(RecordOutcome outcome) {
        long now = clock.millis();
        String operation = operationOf(outcome);
        counts.add(now, outcome.outcome().name(), operation);
        outcome.tenant()
                .map(ActivityLog::tenantKey)
                .flatMap(this::tenantCounts)
                .ifPresent(tenant -> tenant.add(now, outcome.outcome().name(), operation));
        latest.add(now, outcome, operation);
    }

    public synchronized ActivitySnapshot snapshot() {
        long now = clock.millis();
        return new ActivitySnapshot(
                BUCKET.toMillis(), startedAt, null, counts.buckets(now), counts.totals(), latest.rows(null));
    }

    /** What one tenant's records did (case-insensitive, as tenants are usually normalised to lower case). */
    public synchronized ActivitySnapshot snapshot(String tenant) {
        long now = clock.millis();
        String key = tenantKey(tenant);
        OutcomeCounts counted = perTenant.getOrDefault(key, new OutcomeCounts(BUCKET, BUCKETS));
        return new ActivitySnapshot(
                BUCKET.toMillis(), startedAt, key, counted.buckets(now), counted.totals(), latest.rows(key));
    }

    private String operationOf(RecordOutcome outcome) {
        return outcome.operation()
                .or(() -> outcome.route().flatMap(routes::named).map(Route::operation))
                .orElse(UNROUTED);
    }

    private Optional<OutcomeCounts> tenantCounts(String tenant) {
        OutcomeCounts known = perTenant.get(tenant);
        if (known != null || perTenant.size() >= TENANTS) return Optional.ofNullable(known);
        OutcomeCounts fresh = new OutcomeCounts(BUCKET, BUCKETS);
        perTenant.put(tenant, fresh);
        return Optional.of(fresh);
    }

    static String tenantKey(String tenant) {
        return tenant.strip().toLowerCase(Locale.ROOT);
    }
}

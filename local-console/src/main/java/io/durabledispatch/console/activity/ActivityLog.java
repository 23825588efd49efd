package io.durabledispatch.console.activity;

import io.durabledispatch.core.telemetry.Dispatched;
import io.durabledispatch.core.telemetry.Door;
import io.durabledispatch.core.telemetry.DoorLine;
import io.durabledispatch.routes.Route;
import io.durabledispatch.routes.RouteTable;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * Listens to the doors' per-request lines (read from their logs, see {@link RecordLogLines}) and keeps what the
 * console shows: counts per outcome and operation in time buckets, overall, per door, per tenant and per tenant
 * and door, and the latest requests with repeats of one execution and outcome collapsed into one row. Bounded:
 * old buckets and rows fall off, and at most {@link #TENANTS} tenants are counted one by one.
 *
 * <p>Every request counts under its route's operation, also one its route rejected (a missing key is an invalid
 * order); a request that matched no route counts under {@link #UNROUTED}, which no operation can be named
 * (operations are letters, digits and dashes).
 */
public final class ActivityLog implements Consumer<DoorLine> {
    public static final Duration BUCKET = Duration.ofSeconds(10);
    public static final int BUCKETS = 30;
    public static final int LATEST = 50;
    public static final int TENANTS = 1000;
    public static final String UNROUTED = "(unrouted)";

    private final Clock clock;
    private final RouteTable routes;
    private final long startedAt;
    private final Map<Slice, OutcomeCounts> counts = new HashMap<>();
    private final Set<String> tenants = new HashSet<>();
    private final LatestRecords latest = new LatestRecords(LATEST);

    /** @param routes the doors' routes: the operation of a request its route rejected */
    public ActivityLog(Clock clock, RouteTable routes) {
        this.clock = clock;
        this.routes = routes;
        this.startedAt = clock.millis();
    }

    @Override
    public synchronized void accept(DoorLine line) {
        long now = clock.millis();
        Dispatched d = line.dispatched();
        String operation = operationOf(d);
        Optional<String> tenant = d.tenant().map(ActivityLog::tenantKey).filter(this::counted);
        for (Slice slice : Slice.of(tenant, line.door().spelling())) {
            counts.computeIfAbsent(slice, s -> new OutcomeCounts(BUCKET, BUCKETS))
                    .add(now, d.outcome().name(), operation);
        }
        latest.add(now, line, operation);
    }

    public synchronized ActivitySnapshot snapshot() {
        return snapshot(null, null);
    }

    /** What one tenant's requests did (case-insensitive, as tenants are usually normalised to lower case). */
    public synchronized ActivitySnapshot snapshot(String tenant) {
        return snapshot(tenant, null);
    }

    /**
     * @param tenant only this tenant's requests; null or blank for all
     * @param door only this door's requests ({@link Door#spelling()}); null for every door
     */
    public synchronized ActivitySnapshot snapshot(String tenant, String door) {
        long now = clock.millis();
        String key = tenant == null || tenant.isBlank() ? null : tenantKey(tenant);
        OutcomeCounts counted = counts.getOrDefault(new Slice(key, door), new OutcomeCounts(BUCKET, BUCKETS));
        return new ActivitySnapshot(
                BUCKET.toMillis(),
                startedAt,
                key,
                door,
                counted.buckets(now),
                counted.totals(),
                perDoor(key),
                latest.rows(key, door));
    }

    /** door → outcome → count, of every door that had a request. */
    private Map<String, Map<String, Long>> perDoor(String tenant) {
        Map<String, Map<String, Long>> doors = new TreeMap<>();
        for (Door door : Door.values()) {
            OutcomeCounts counted = counts.get(new Slice(tenant, door.spelling()));
            if (counted == null) continue;
            Map<String, Long> perOutcome = new TreeMap<>();
            counted.totals()
                    .forEach((outcome, perOperation) -> perOutcome.put(
                            outcome,
                            perOperation.values().stream()
                                    .mapToLong(Long::longValue)
                                    .sum()));
            doors.put(door.spelling(), perOutcome);
        }
        return doors;
    }

    private String operationOf(Dispatched d) {
        return d.operation()
                .or(() -> d.route().flatMap(routes::named).map(Route::operation))
                .orElse(UNROUTED);
    }

    /** Whether this tenant is counted one by one: the first {@link #TENANTS} are. */
    private boolean counted(String tenant) {
        if (tenants.contains(tenant)) return true;
        if (tenants.size() >= TENANTS) return false;
        tenants.add(tenant);
        return true;
    }

    static String tenantKey(String tenant) {
        return tenant.strip().toLowerCase(Locale.ROOT);
    }

    /** The requests one set of counts is of: null means any tenant, any door. */
    private record Slice(String tenant, String door) {
        static List<Slice> of(Optional<String> tenant, String door) {
            List<Slice> slices = new ArrayList<>(List.of(new Slice(null, null), new Slice(null, door)));
            tenant.ifPresent(t -> slices.addAll(List.of(new Slice(t, null), new Slice(t, door))));
            return slices;
        }
    }
}

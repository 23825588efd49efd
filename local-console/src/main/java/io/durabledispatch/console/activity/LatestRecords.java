package io.durabledispatch.console.activity;

import io.durabledispatch.console.activity.ActivitySnapshot.ActivityRow;
import io.durabledispatch.core.telemetry.Dispatched;
import io.durabledispatch.core.telemetry.Door;
import io.durabledispatch.core.telemetry.DoorLine;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The latest requests, newest first. Repeats of one execution name through one door with the same outcome and
 * reason collapse into one row with a count: a redelivered order is one line "DUPLICATE ×3", not three.
 */
final class LatestRecords {
    // Access order: a repeat moves its row to the end, so the eldest row is the least recently seen.
    private final LinkedHashMap<String, ActivityRow> rows;

    LatestRecords(int capacity) {
        this.rows = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, ActivityRow> eldest) {
                return size() > capacity;
            }
        };
    }

    void add(long at, DoorLine line, String operation) {
        Dispatched d = line.dispatched();
        String door = line.door().spelling();
        String key = String.join(
                "\u0000",
                door,
                d.executionName().orElse("request:" + line.requestId()),
                d.outcome().name(),
                d.reason().orElse(""));
        ActivityRow previous = rows.get(key);
        rows.put(
                key,
                new ActivityRow(
                        previous == null ? at : previous.firstAt(),
                        at,
                        previous == null ? 1 : previous.count() + 1,
                        door,
                        d.outcome().name(),
                        operation,
                        d.route().orElse(null),
                        d.tenant().map(ActivityLog::tenantKey).orElse(null),
                        d.executionName().orElse(null),
                        d.reason().orElse(null),
                        line.requestId(),
                        line.door() == Door.SQS ? line.requestId() : null,
                        line.details().get("httpStatus") instanceof Integer status ? status : null));
    }

    /**
     * @param tenant only this (normalised) tenant's rows; null for all
     * @param door only this door's rows; null for all
     */
    List<ActivityRow> rows(String tenant, String door) {
        List<ActivityRow> newestFirst = new ArrayList<>(rows.values());
        if (tenant != null) newestFirst.removeIf(row -> !tenant.equals(row.tenant()));
        if (door != null) newestFirst.removeIf(row -> !door.equals(row.door()));
        Collections.reverse(newestFirst);
        return newestFirst;
    }
}

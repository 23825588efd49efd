package io.durabledispatch.console.activity;

import io.durabledispatch.console.activity.ActivitySnapshot.ActivityRow;
import io.durabledispatch.dispatcher.core.RecordOutcome;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The latest records, newest first. Repeats of one execution name with the same outcome and reason collapse
 * into one row with a count: a redelivered order is one line "DUPLICATE ×3", not three.
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

    void add(long at, RecordOutcome outcome, String operation) {
        String key = String.join(
                "\u0000",
                outcome.executionName().orElse("message:" + outcome.messageId()),
                outcome.outcome().name(),
                outcome.reason().orElse(""));
        ActivityRow previous = rows.get(key);
        rows.put(
                key,
                new ActivityRow(
                        previous == null ? at : previous.firstAt(),
                        at,
                        previous == null ? 1 : previous.count() + 1,
                        outcome.outcome().name(),
                        operation,
                        outcome.route().orElse(null),
                        outcome.tenant().map(ActivityLog::tenantKey).orElse(null),
                        outcome.executionName().orElse(null),
                        outcome.reason().orElse(null),
                        outcome.messageId()));
    }

    /** @param tenant only this (normalised) tenant's rows; null for all */
    List<ActivityRow> rows(String tenant) {
        List<ActivityRow> newestFirst = new ArrayList<>(rows.values());
        if (tenant != null) newestFirst.removeIf(row -> !tenant.equals(row.tenant()));
        Collections.reverse(newestFirst);
        return newestFirst;
    }
}

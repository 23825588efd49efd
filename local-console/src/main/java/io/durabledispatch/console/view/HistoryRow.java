package io.durabledispatch.console.view;

import io.durabledispatch.console.HistoryRecord;

/** One history event, as JSON; time in epoch milliseconds. */
public record HistoryRow(long eventId, long at, String type, String name, String detail) {
    static HistoryRow of(HistoryRecord event) {
        return new HistoryRow(
                event.eventId(), event.timestamp().toEpochMilli(), event.type(), event.name(), event.detail());
    }
}

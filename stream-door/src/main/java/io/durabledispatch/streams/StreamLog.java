package io.durabledispatch.streams;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.core.telemetry.Door;
import io.durabledispatch.core.telemetry.DoorLine;
import io.durabledispatch.core.telemetry.DoorLines;
import io.durabledispatch.routes.json.JsonMappers;
import io.durabledispatch.streams.core.RecordResult;
import io.durabledispatch.streams.core.StreamRecord;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One JSON log line per record: the line every door writes ({@link DoorLines}), with where the record was and its
 * disposition; never its content. A REMOVE is no request: it gets a line of its own saying it was skipped.
 */
final class StreamLog {
    private static final ObjectMapper MAPPER = JsonMappers.plain();

    private StreamLog() {}

    static String line(Door door, RecordResult result) {
        StreamRecord record = result.record();
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("shard", record.shard());
        details.put("sequenceNumber", record.sequenceNumber());
        details.put("disposition", result.disposition().name());
        return result.dispatched()
                .map(dispatched -> DoorLines.json(new DoorLine(door, requestId(record), details, dispatched)))
                .orElseGet(() -> skipped(door, record, details, result.detail()));
    }

    /** The record's eventID; its sequence number should an event carry none (the answer names records by it). */
    static String requestId(StreamRecord record) {
        String id = record.eventId();
        return id == null || id.isEmpty() ? record.sequenceNumber() : id;
    }

    private static String skipped(Door door, StreamRecord record, Map<String, Object> details, String detail) {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("level", "INFO");
        line.put("message", "record skipped");
        line.put("door", door.spelling());
        line.put("requestId", requestId(record));
        line.put(door.idField(), requestId(record));
        line.putAll(details);
        line.put("detail", detail);
        return MAPPER.valueToTree(line).toString();
    }
}

package io.durabledispatch.core.telemetry;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One request's log line before it is written: which door, the request's id there, what became of it.
 *
 * @param requestId the request's identity in its door (also written under {@link Door#idField()})
 * @param details the door's own fields, in order, e.g. {@code httpStatus}, {@code shard}; text or numbers only
 */
public record DoorLine(Door door, String requestId, Map<String, Object> details, Dispatched dispatched) {
    public DoorLine {
        details = Collections.unmodifiableMap(new LinkedHashMap<>(details));
    }
}

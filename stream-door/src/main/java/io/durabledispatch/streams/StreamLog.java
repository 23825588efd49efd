package io.durabledispatch.streams;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.routes.json.JsonMappers;
import io.durabledispatch.streams.core.RecordResult;

/** One JSON log line per record: where it was, what became of it; never its content. */
final class StreamLog {
    private static final ObjectMapper MAPPER = JsonMappers.plain();

    private StreamLog() {}

    static String line(RecordResult result) {
        ObjectNode line = MAPPER.createObjectNode()
                .put("door", "stream")
                .put("shard", result.record().shard())
                .put("sequenceNumber", result.record().sequenceNumber())
                .put("disposition", result.disposition().name())
                .put("detail", result.detail());
        return line.toString();
    }
}

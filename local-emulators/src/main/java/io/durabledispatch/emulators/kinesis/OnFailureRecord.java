package io.durabledispatch.emulators.kinesis;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * The document a Kinesis mapping sends to its on-failure destination: the invocation's context and the batch's
 * shard, first and last sequence numbers and arrival times, never the records' data (Lambda Developer Guide,
 * "Retain discarded batch records for a Kinesis Data Streams event source").
 */
final class OnFailureRecord {
    private static final ObjectMapper JSON = new ObjectMapper();

    private OnFailureRecord() {}

    /**
     * @param invocations how often the batch reached the function (0 when it expired before any)
     * @param functionError the last invocation threw
     */
    static String json(
            FailureCondition condition,
            List<StreamRecord> records,
            String streamArn,
            String functionArn,
            int invocations,
            boolean functionError,
            Instant now) {
        ObjectNode root = JSON.createObjectNode();
        ObjectNode request = root.putObject("requestContext");
        request.put("requestId", UUID.randomUUID().toString());
        request.put("functionArn", functionArn);
        request.put("condition", condition.wireName());
        request.put("approximateInvokeCount", invocations);
        if (invocations > 0) {
            ObjectNode response = root.putObject("responseContext");
            response.put("statusCode", 200);
            response.put("executedVersion", "$LATEST");
            if (functionError) response.put("functionError", "Unhandled");
        }
        root.put("version", "1.0");
        root.put("timestamp", now.toString());
        root.set("KinesisBatchInfo", batchInfo(records, streamArn));
        return root.toString();
    }

    private static ObjectNode batchInfo(List<StreamRecord> records, String streamArn) {
        StreamRecord first = records.get(0);
        StreamRecord last = records.get(records.size() - 1);
        ObjectNode info = JSON.createObjectNode();
        info.put("shardId", first.shardId());
        info.put("startSequenceNumber", first.sequenceNumber());
        info.put("endSequenceNumber", last.sequenceNumber());
        info.put("approximateArrivalOfFirstRecord", first.arrival().toString());
        info.put("approximateArrivalOfLastRecord", last.arrival().toString());
        info.put("batchSize", records.size());
        info.put("streamArn", streamArn);
        return info;
    }
}

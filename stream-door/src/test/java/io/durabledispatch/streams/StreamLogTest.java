package io.durabledispatch.streams;

import static org.assertj.core.api.Assertions.assertThat;

import com.amazonaws.services.lambda.runtime.tests.EventLoader;
import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.core.telemetry.Door;
import io.durabledispatch.routes.json.JsonMappers;
import io.durabledispatch.streams.core.Disposition;
import io.durabledispatch.streams.core.RecordResult;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The stream doors' per-record lines: the line every door writes, named by eventID, with shard and position. */
class StreamLogTest {
    private final TestStreamDoors test = new TestStreamDoors();

    @AfterEach
    void stop() {
        test.close();
    }

    @Test
    void kinesisRecords_areLoggedAsTheKinesisDoor_byEventId_inTheSharedOutcomes() throws Exception {
        new KinesisDispatchHandler(test.door)
                .handleRequest(EventLoader.loadKinesisEvent("events/kinesis-two-shards.json"), null);

        List<JsonNode> lines = lines(Door.KINESIS);
        JsonNode first = lines.get(0);
        assertThat(first.get("message").asText()).isEqualTo("record dispatched");
        assertThat(first.get("door").asText()).isEqualTo("kinesis");
        assertThat(first.get("requestId").asText())
                .isEqualTo("shardId-000000000000:49590338271490256608559692538361571095921575989136588801");
        assertThat(first.get("eventId")).isEqualTo(first.get("requestId"));
        assertThat(first.get("sequenceNumber").asText()).endsWith("8801");
        assertThat(first.get("shard").asText()).isNotEmpty();
        assertThat(first.get("outcome").asText()).isEqualTo("STARTED");
        assertThat(first.get("operation").asText()).isNotEmpty();
        assertThat(lines)
                .extracting(line -> line.get("disposition").asText() + " "
                        + line.get("outcome").asText())
                .contains("DUPLICATE DUPLICATE", "PARKED CONFLICT")
                .allMatch(text -> !text.startsWith("PARKED") || text.matches("PARKED (CONFLICT|INVALID)"));
    }

    @Test
    void dynamodbRecords_areLoggedAsTheDynamodbDoor_andARemove_isSkippedNotDispatched() throws Exception {
        new DynamodbDispatchHandler(test.door)
                .handleRequest(EventLoader.loadDynamoDbEvent("events/dynamodb-stream.json"), null);

        List<JsonNode> lines = lines(Door.DYNAMODB);
        assertThat(lines).extracting(line -> line.get("door").asText()).containsOnly("dynamodb");
        assertThat(lines)
                .extracting(line -> line.get("eventId").asText() + " "
                        + line.path("outcome").asText("-") + " "
                        + line.get("message").asText())
                .containsExactly(
                        "d-0001 STARTED record dispatched",
                        "d-0002 DUPLICATE record dispatched",
                        "d-0003 INVALID record dispatched",
                        "d-0004 - record skipped");
        assertThat(lines.get(2).get("reason").asText()).startsWith("NO_ROUTE");
        assertThat(lines.get(2).get("level").asText()).isEqualTo("INFO");
        assertThat(lines.get(3).get("disposition").asText()).isEqualTo(Disposition.REMOVED.name());
    }

    private List<JsonNode> lines(Door door) throws Exception {
        List<JsonNode> lines = new java.util.ArrayList<>();
        for (RecordResult result : test.results) {
            lines.add(JsonMappers.plain().readTree(StreamLog.line(door, result)));
        }
        return lines;
    }
}

package io.durabledispatch.console;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.console.activity.ActivityLog;
import io.durabledispatch.core.start.Outcome;
import io.durabledispatch.core.telemetry.Dispatched;
import io.durabledispatch.core.telemetry.Door;
import io.durabledispatch.core.telemetry.DoorLine;
import io.durabledispatch.dispatcher.core.RecordOutcome;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class ActivityApiTest {
    private final ConsoleFixture fixture = new ConsoleFixture();

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void activity_countsPerOutcomeAndOperation_inTheCurrentBucket() {
        fixture.activity.accept(started("m1", "order", "order-A-1"));
        fixture.activity.accept(started("m2", "points", "points-m-1"));
        fixture.activity.accept(duplicate("m3", "order", "order-A-1"));

        JsonNode activity = fixture.http.get("/api/activity").body();

        JsonNode buckets = activity.get("buckets");
        assertThat(buckets).hasSize(ActivityLog.BUCKETS);
        JsonNode current = buckets.get(buckets.size() - 1).get("counts");
        assertThat(current.at("/STARTED/order").asLong()).isEqualTo(1);
        assertThat(current.at("/STARTED/points").asLong()).isEqualTo(1);
        assertThat(current.at("/DUPLICATE/order").asLong()).isEqualTo(1);
        assertThat(buckets.get(0).get("counts")).isEmpty();
        assertThat(activity.at("/totals/STARTED/order").asLong()).isEqualTo(1);
    }

    @Test
    void activity_collapsesDuplicatesOfOneExecution_intoOneRowWithCount() {
        fixture.activity.accept(started("m1", "order", "order-A-1"));
        for (int i = 2; i <= 4; i++) fixture.activity.accept(duplicate("m" + i, "order", "order-A-1"));

        JsonNode latest = fixture.http.get("/api/activity").body().get("latest");

        assertThat(latest).hasSize(2);
        assertThat(latest.get(0).get("outcome").asText()).isEqualTo("DUPLICATE");
        assertThat(latest.get(0).get("count").asLong()).isEqualTo(3);
        assertThat(latest.get(0).get("messageId").asText()).isEqualTo("m4");
        assertThat(latest.get(1).get("outcome").asText()).isEqualTo("STARTED");
        assertThat(latest.get(1).get("count").asLong()).isEqualTo(1);
    }

    @Test
    void activity_keepsReasonOfInvalidRecords_withoutAnExecutionName() {
        fixture.activity.accept(new RecordOutcome(
                        "m9",
                        Outcome.INVALID,
                        Optional.empty(),
                        Optional.empty(),
                        Optional.empty(),
                        Optional.empty(),
                        Optional.of("MALFORMED_JSON: malformed JSON at line 1, column 2"),
                        0)
                .line());

        JsonNode row = fixture.http.get("/api/activity").body().get("latest").get(0);

        assertThat(row.get("outcome").asText()).isEqualTo("INVALID");
        assertThat(row.get("operation").asText()).isEqualTo("(unrouted)");
        assertThat(row.get("reason").asText()).startsWith("MALFORMED_JSON");
        assertThat(row.get("executionName").isNull()).isTrue();
    }

    @Test
    void activity_showsEveryDoorsRequests_withTheirDoor_countsPerDoor_andFiltersByDoor() {
        fixture.activity.accept(started("m1", "order", "order-A-1"));
        fixture.activity.accept(fromDoor(Door.HTTP, "req-1", Map.of("httpStatus", 202), Outcome.ACCEPTED, "order-B-2"));
        fixture.activity.accept(fromDoor(Door.HTTP, "req-2", Map.of("httpStatus", 404), Outcome.INVALID, null));
        fixture.activity.accept(fromDoor(
                Door.KINESIS,
                "shardId-1:49",
                Map.of("shard", "shardId-1", "sequenceNumber", "49"),
                Outcome.STARTED,
                "order-C-3"));
        fixture.activity.accept(fromDoor(Door.DYNAMODB, "d-1", Map.of(), Outcome.DUPLICATE, "order-A-1"));

        JsonNode all = fixture.http.get("/api/activity").body();
        JsonNode http = fixture.http.get("/api/activity?door=http").body();

        assertThat(all.get("latest"))
                .extracting(row ->
                        row.get("door").asText() + " " + row.get("requestId").asText() + " "
                                + row.get("outcome").asText())
                .containsExactly(
                        "dynamodb d-1 DUPLICATE",
                        "kinesis shardId-1:49 STARTED",
                        "http req-2 INVALID",
                        "http req-1 ACCEPTED",
                        "sqs m1 STARTED");
        assertThat(all.at("/latest/2/httpStatus").asInt()).isEqualTo(404);
        assertThat(all.at("/latest/2/messageId").isNull()).as("no SQS message").isTrue();
        assertThat(all.at("/latest/4/messageId").asText()).isEqualTo("m1");
        assertThat(all.at("/doors/sqs/STARTED").asLong()).isEqualTo(1);
        assertThat(all.at("/doors/http/ACCEPTED").asLong()).isEqualTo(1);
        assertThat(all.at("/doors/http/INVALID").asLong()).isEqualTo(1);
        assertThat(all.at("/doors/kinesis/STARTED").asLong()).isEqualTo(1);
        assertThat(all.at("/doors/dynamodb/DUPLICATE").asLong()).isEqualTo(1);
        assertThat(all.at("/totals/STARTED/order").asLong()).isEqualTo(2);
        assertThat(http.get("door").asText()).isEqualTo("http");
        assertThat(http.at("/totals/ACCEPTED/order").asLong()).isEqualTo(1);
        assertThat(http.at("/totals/INVALID/" + ActivityLog.UNROUTED).asLong()).isEqualTo(1);
        assertThat(http.at("/totals/STARTED").isMissingNode()).isTrue();
        assertThat(http.get("latest"))
                .extracting(row -> row.get("door").asText())
                .containsOnly("http");
    }

    @Test
    void activity_ofADoorThatDoesNotExist_isABadRequest() {
        HttpJson.Reply reply = fixture.http.get("/api/activity?door=ftp");

        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.raw().body()).contains("sqs, http, kinesis, dynamodb");
    }

    /** A request of {@code door} for the order route with tenant acme; no execution when {@code name} is null. */
    private static DoorLine fromDoor(
            Door door, String requestId, Map<String, Object> details, Outcome outcome, String name) {
        return new DoorLine(
                door,
                requestId,
                details,
                new Dispatched(
                        outcome,
                        Optional.ofNullable(name).map(n -> "order-route"),
                        Optional.ofNullable(name).map(n -> "order"),
                        Optional.ofNullable(name),
                        Optional.ofNullable(name).map(n -> "hash"),
                        Optional.ofNullable(name).isEmpty() ? Optional.of("NO_ROUTE: no route") : Optional.empty(),
                        3,
                        Optional.empty(),
                        Optional.of("acme")));
    }

    private static DoorLine started(String messageId, String operation, String name) {
        return outcome(messageId, Outcome.STARTED, operation, name);
    }

    private static DoorLine duplicate(String messageId, String operation, String name) {
        return outcome(messageId, Outcome.DUPLICATE, operation, name);
    }

    private static DoorLine outcome(String messageId, Outcome outcome, String operation, String name) {
        return new RecordOutcome(
                        messageId,
                        outcome,
                        Optional.of(operation + "-route"),
                        Optional.of(operation),
                        Optional.of(name),
                        Optional.of("hash"),
                        Optional.empty(),
                        5)
                .line();
    }
}

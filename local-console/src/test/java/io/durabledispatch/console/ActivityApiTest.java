package io.durabledispatch.console;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.console.activity.ActivityLog;
import io.durabledispatch.core.start.Outcome;
import io.durabledispatch.dispatcher.core.RecordOutcome;
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
                0));

        JsonNode row = fixture.http.get("/api/activity").body().get("latest").get(0);

        assertThat(row.get("outcome").asText()).isEqualTo("INVALID");
        assertThat(row.get("operation").asText()).isEqualTo("(unrouted)");
        assertThat(row.get("reason").asText()).startsWith("MALFORMED_JSON");
        assertThat(row.get("executionName").isNull()).isTrue();
    }

    private static RecordOutcome started(String messageId, String operation, String name) {
        return outcome(messageId, Outcome.STARTED, operation, name);
    }

    private static RecordOutcome duplicate(String messageId, String operation, String name) {
        return outcome(messageId, Outcome.DUPLICATE, operation, name);
    }

    private static RecordOutcome outcome(String messageId, Outcome outcome, String operation, String name) {
        return new RecordOutcome(
                messageId,
                outcome,
                Optional.of(operation + "-route"),
                Optional.of(operation),
                Optional.of(name),
                Optional.of("hash"),
                Optional.empty(),
                5);
    }
}

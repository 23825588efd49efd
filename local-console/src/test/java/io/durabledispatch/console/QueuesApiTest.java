package io.durabledispatch.console;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class QueuesApiTest {
    private final ConsoleFixture fixture = new ConsoleFixture();

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void queues_showDepthAndAge_andParkedMessagesWithTheirReasons() {
        fixture.backend.queue(new QueueDepth("main", "orders", 3, 1, 0, Optional.empty()));
        fixture.backend.queue(
                new QueueDepth("parking", "orders-parking", 1, 0, 0, Optional.of(Duration.ofSeconds(90))));
        fixture.backend.park(new ParkedRecord(
                "p-1",
                ConsoleFixture.T0,
                Map.of(
                        "outcome",
                        "CONFLICT",
                        "reason",
                        "INPUT_CONFLICT",
                        "route",
                        "order-placed",
                        "executionName",
                        "order-A-1-x")));

        JsonNode page = fixture.http.get("/api/queues").body();

        assertThat(page.get("queues"))
                .extracting(queue -> queue.get("role").asText())
                .containsExactly("main", "parking");
        assertThat(page.at("/queues/0/visible").asLong()).isEqualTo(3);
        assertThat(page.at("/queues/0/oldestAgeSeconds").isNull()).isTrue();
        assertThat(page.at("/queues/1/oldestAgeSeconds").asLong()).isEqualTo(90);
        JsonNode parked = page.get("parked").get(0);
        assertThat(parked.get("reason").asText()).isEqualTo("INPUT_CONFLICT");
        assertThat(parked.get("outcome").asText()).isEqualTo("CONFLICT");
        assertThat(parked.get("executionName").asText()).isEqualTo("order-A-1-x");
        assertThat(parked.get("parkedAt").asLong()).isEqualTo(ConsoleFixture.T0.toEpochMilli());
    }

    @Test
    void redrive_movesTheParkedMessage_andIsNotFoundTheSecondTime() {
        fixture.backend.park(new ParkedRecord("p-1", ConsoleFixture.T0, Map.of("reason", "NO_ROUTE")));

        HttpJson.Reply first = fixture.http.post("/api/parked/redrive", "{\"messageId\":\"p-1\"}");
        HttpJson.Reply second = fixture.http.post("/api/parked/redrive", "{\"messageId\":\"p-1\"}");

        assertThat(first.status()).isEqualTo(204);
        assertThat(fixture.backend.redriven()).containsExactly("p-1");
        assertThat(fixture.http.get("/api/queues").body().get("parked")).isEmpty();
        assertThat(second.status()).isEqualTo(404);
    }
}

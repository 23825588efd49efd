package io.durabledispatch.console;

import static io.durabledispatch.console.HttpJson.encode;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class ExecutionDetailApiTest {
    private final ConsoleFixture fixture = new ConsoleFixture();

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void detail_showsCanonicalInputAndOperationsTimeline() {
        String id = fixture.waitingOrder("acme", "A-1", 1).execution().arn();

        JsonNode page = fixture.http.get("/api/execution?id=" + encode(id)).body();

        assertThat(page.get("input").asText()).isEqualTo("{\"amount\":42,\"order_no\":\"A-1\",\"tenant_id\":\"acme\"}");
        assertThat(page.get("result").isNull()).isTrue();
        JsonNode operations = page.get("operations");
        assertThat(operations)
                .extracting(op -> op.get("name").asText())
                .containsExactly("charge-payment", "await-shipment");
        assertThat(operations.get(0).get("attempts").asInt()).isEqualTo(2);
        assertThat(operations.get(1).get("awaitingCallback").asBoolean()).isTrue();
        assertThat(operations.get(1).get("callbackId").asText()).isEqualTo("cb-A-1");
    }

    @Test
    void detail_isNotFound_forUnknownId() {
        HttpJson.Reply reply = fixture.http.get("/api/execution?id=nope");

        assertThat(reply.status()).isEqualTo(404);
        assertThat(reply.body().get("error").asText()).isEqualTo("no execution with id nope");
    }

    @Test
    void completeCallback_passesTheResultJsonToTheEngine() {
        fixture.waitingOrder("acme", "A-1", 1);

        HttpJson.Reply reply = fixture.http.post(
                "/api/callbacks/complete", "{\"callbackId\":\"cb-A-1\",\"result\":{\"tracking\":\"T1\"}}");

        assertThat(reply.status()).isEqualTo(204);
        assertThat(fixture.backend.callbackAnswers()).containsEntry("cb-A-1", "ok:{\"tracking\":\"T1\"}");
    }

    @Test
    void failCallback_passesErrorTypeAndMessage() {
        fixture.waitingOrder("acme", "A-1", 1);

        HttpJson.Reply reply = fixture.http.post(
                "/api/callbacks/fail",
                "{\"callbackId\":\"cb-A-1\",\"errorType\":\"Shipment.Lost\",\"errorMessage\":\"carrier lost it\"}");

        assertThat(reply.status()).isEqualTo(204);
        assertThat(fixture.backend.callbackAnswers()).containsEntry("cb-A-1", "failed:Shipment.Lost:carrier lost it");
    }

    @Test
    void completeCallback_isConflict_whenAlreadyAnswered_andNotFound_whenUnknown() {
        fixture.waitingOrder("acme", "A-1", 1);
        fixture.http.post("/api/callbacks/complete", "{\"callbackId\":\"cb-A-1\"}");

        HttpJson.Reply again = fixture.http.post("/api/callbacks/complete", "{\"callbackId\":\"cb-A-1\"}");
        HttpJson.Reply unknown = fixture.http.post("/api/callbacks/complete", "{\"callbackId\":\"cb-zzz\"}");

        assertThat(again.status()).isEqualTo(409);
        assertThat(again.body().get("error").asText()).contains("closed");
        assertThat(unknown.status()).isEqualTo(404);
    }

    @Test
    void stop_endsARunningExecution_andIsConflictTheSecondTime() {
        String id = fixture.waitingOrder("acme", "A-1", 1).execution().arn();
        String body = "{\"id\":\"" + id + "\"}";

        HttpJson.Reply first = fixture.http.post("/api/execution/stop", body);
        HttpJson.Reply second = fixture.http.post("/api/execution/stop", body);

        assertThat(first.status()).isEqualTo(204);
        assertThat(fixture.http
                        .get("/api/execution?id=" + encode(id))
                        .body()
                        .get("execution")
                        .get("status")
                        .asText())
                .isEqualTo("STOPPED");
        assertThat(second.status()).isEqualTo(409);
    }

    @Test
    void post_isRejected_withoutJsonBodyOrWithWrongMethod() {
        HttpJson.Reply missingField = fixture.http.post("/api/execution/stop", "{}");
        HttpJson.Reply malformed = fixture.http.post("/api/execution/stop", "{nope");
        HttpJson.Reply wrongMethod = fixture.http.get("/api/execution/stop");

        assertThat(missingField.status()).isEqualTo(400);
        assertThat(missingField.body().get("error").asText())
                .isEqualTo("body field 'id' is required (a non-empty string)");
        assertThat(malformed.status()).isEqualTo(400);
        assertThat(wrongMethod.status()).isEqualTo(405);
        assertThat(wrongMethod.raw().headers().firstValue("Allow")).hasValue("POST");
    }
}

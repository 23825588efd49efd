package io.durabledispatch.console;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.core.plan.Plan;
import io.durabledispatch.ops.rerun.RerunDecision;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The execution page's Re-run: the CLI's rules through one service, the request read from the execution. */
class ExecutionRerunApiTest {
    private final ConsoleFixture fixture = new ConsoleFixture();

    @AfterEach
    void close() {
        fixture.close();
    }

    private String order(String status) {
        String id = fixture.waitingOrder("acme", "A-1", 1).execution().arn();
        if (!status.equals("RUNNING")) fixture.backend.finish(id, status, Optional.empty(), Optional.of("boom"));
        return id;
    }

    private HttpJson.Reply rerun(String id, boolean force) {
        return fixture.http.post("/api/execution/rerun", "{\"id\":\"" + id + "\",\"force\":" + force + "}");
    }

    @Test
    void rerun_ofAFailedExecution_sendsTheNextGeneration_andAnswersItsName() {
        String id = order("FAILED");

        HttpJson.Reply reply = rerun(id, false);

        String second = fixture.planner
                .executionName("order-placed", "acme", List.of("A-1"), 2)
                .executionName();
        assertThat(reply.status()).isEqualTo(200);
        JsonNode body = reply.body();
        assertThat(body.get("generation").asInt()).isEqualTo(2);
        assertThat(body.get("executionName").asText()).isEqualTo(second).startsWith("order-g2-A-1-");
        assertThat(body.get("latestName").asText()).isEqualTo(fixture.orderName("acme", "A-1"));
        assertThat(body.get("latestStatus").asText()).isEqualTo("FAILED");
        RerunDecision.Send sent = fixture.backend.reruns().get(0);
        Plan replanned = fixture.planner
                .plan(sent.body(), Optional.of("2"))
                .fold(plan -> plan, rejection -> fail("expected a plan, was " + rejection));
        assertThat(replanned.executionName()).isEqualTo(second);
        assertThat(fixture.backend.reruns()).hasSize(1);
    }

    @Test
    void rerun_ofARunningExecution_isRefusedWithTheReason_evenWithForce() {
        String id = order("RUNNING");

        HttpJson.Reply reply = rerun(id, true);

        assertThat(reply.status()).isEqualTo(409);
        assertThat(reply.body().get("error").asText())
                .isEqualTo("not re-run: the latest execution is RUNNING; only an ended execution is re-run");
        assertThat(fixture.backend.reruns()).isEmpty();
    }

    @Test
    void rerun_ofASucceededExecution_needsForce() {
        String id = order("SUCCEEDED");

        HttpJson.Reply refused = rerun(id, false);
        HttpJson.Reply forced = rerun(id, true);

        assertThat(refused.status()).isEqualTo(409);
        assertThat(refused.body().get("error").asText())
                .isEqualTo("not re-run: the latest execution SUCCEEDED; force (--force) runs it again");
        assertThat(forced.status()).isEqualTo(200);
        assertThat(forced.body().get("generation").asInt()).isEqualTo(2);
        assertThat(fixture.backend.reruns()).hasSize(1);
    }

    @Test
    void rerun_isNotFound_forAnUnknownId_andABadRequest_forANonBooleanForce() {
        assertThat(rerun("nope", false).status()).isEqualTo(404);
        String id = order("FAILED");
        HttpJson.Reply bad = fixture.http.post("/api/execution/rerun", "{\"id\":\"" + id + "\",\"force\":\"yes\"}");
        assertThat(bad.status()).isEqualTo(400);
        assertThat(fixture.backend.reruns()).isEmpty();
    }

    @Test
    void rerun_isOnlyAJsonPost_soAnotherSitesFormCannotTriggerIt() {
        String id = order("FAILED");
        HttpJson.Reply form = fixture.http.send(
                java.net.http.HttpRequest.newBuilder(fixture.console.address().resolve("/api/execution/rerun"))
                        .header("Content-Type", "text/plain")
                        .POST(java.net.http.HttpRequest.BodyPublishers.ofString("{\"id\":\"" + id + "\"}")));

        assertThat(fixture.http
                        .get("/api/execution/rerun?id=" + HttpJson.encode(id))
                        .status())
                .isEqualTo(405);
        assertThat(form.status()).isEqualTo(400);
        assertThat(fixture.backend.reruns()).isEmpty();
    }
}

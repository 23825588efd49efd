package io.durabledispatch.core.telemetry;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.core.admission.AdmissionOutcome;
import io.durabledispatch.core.plan.DefaultRoutes;
import io.durabledispatch.core.plan.Plan;
import io.durabledispatch.core.plan.PlanResults;
import io.durabledispatch.core.plan.Reason;
import io.durabledispatch.core.start.Outcome;
import io.durabledispatch.core.start.RetryCause;
import io.durabledispatch.routes.json.JsonMappers;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The one line every door writes: the core's answers in the shared vocabulary, the door's id under two names. */
class DoorLinesTest {
    private static final Plan PLAN = PlanResults.plan(DefaultRoutes.PLANNER.plan(
            "{\"type\":\"order.placed\",\"tenant_id\":\" Acme \",\"order_no\":\"o-7\",\"amount\":3}"));

    @Test
    void aStartTheEngineConfirmed_isStarted_withThePlansNamesAndNoReason() throws Exception {
        var started = new AdmissionOutcome.Started(PLAN.executionName(), Optional.empty(), "t", true, "", PLAN);

        JsonNode line = written(new DoorLine(Door.SQS, "m-1", Map.of(), Dispatched.of(started, 12)));

        assertThat(line.get("level").asText()).isEqualTo("INFO");
        assertThat(line.get("message").asText()).isEqualTo("record dispatched");
        assertThat(line.get("door").asText()).isEqualTo("sqs");
        assertThat(line.get("requestId").asText()).isEqualTo("m-1");
        assertThat(line.get("messageId").asText()).isEqualTo("m-1");
        assertThat(line.get("outcome").asText()).isEqualTo("STARTED");
        assertThat(line.get("route").asText()).isEqualTo("order-placed");
        assertThat(line.get("operation").asText()).isEqualTo("order");
        assertThat(line.get("executionName").asText()).isEqualTo(PLAN.executionName());
        assertThat(line.get("keyHash").asText()).isEqualTo(PLAN.key().keyHash());
        assertThat(line.get("tenant").asText()).isEqualTo("acme");
        assertThat(line.get("latencyMs").asLong()).isEqualTo(12);
        assertThat(line.has("reason")).isFalse();
    }

    @Test
    void eachKindOfAnswer_hasItsOutcomeAndReason() {
        var unconfirmed = new AdmissionOutcome.Started(PLAN.executionName(), Optional.empty(), "t", false, "", PLAN);
        var same = new AdmissionOutcome.SameExecution(
                PLAN.executionName(), Optional.empty(), Optional.of("FAILED"), "exists", PLAN);
        var conflict =
                new AdmissionOutcome.Conflict(PLAN.executionName(), Optional.empty(), "abc", "other input", PLAN);
        var retry = new AdmissionOutcome.Retryable(
                RetryCause.THROTTLED, Duration.ofSeconds(1), "slow down", Optional.of(PLAN));

        assertThat(List.of(unconfirmed, same, conflict, retry).stream()
                        .map(o -> Dispatched.of(o, 0))
                        .map(d -> d.outcome() + " " + d.reason().orElse("-") + " "
                                + d.existingStatus().orElse("-")))
                .containsExactly(
                        "ACCEPTED - -",
                        "DUPLICATE exists FAILED",
                        "CONFLICT INPUT_CONFLICT: other input -",
                        "RETRYABLE slow down -");
    }

    @Test
    void anUnplannedInvalidRequest_keepsItsRoute_andIsLoggedAsWarnWhenRetryable() throws Exception {
        var invalid = new AdmissionOutcome.Invalid(
                Reason.MISSING_KEY, "/order_no is missing", Optional.of("order-placed"), Optional.empty());

        Dispatched rejected = Dispatched.of(invalid, 0);
        JsonNode retried = written(new DoorLine(
                Door.KINESIS,
                "shardId-1:49",
                Map.of("sequenceNumber", "49"),
                Dispatched.unplanned(Outcome.RETRYABLE, Optional.empty(), "held")));

        assertThat(rejected.outcome()).isEqualTo(Outcome.INVALID);
        assertThat(rejected.route()).contains("order-placed");
        assertThat(rejected.reason()).contains("MISSING_KEY: /order_no is missing");
        assertThat(rejected.executionName()).isEmpty();
        assertThat(retried.get("level").asText()).isEqualTo("WARN");
        assertThat(retried.get("door").asText()).isEqualTo("kinesis");
        assertThat(retried.get("eventId").asText()).isEqualTo("shardId-1:49");
        assertThat(retried.get("sequenceNumber").asText()).isEqualTo("49");
        assertThat(retried.get("reason").asText()).isEqualTo("held");
    }

    @Test
    void theDoorsOwnFields_followTheId_inTheirOrder_andNeverReplaceTheSharedOnes() {
        Map<String, Object> details = new java.util.LinkedHashMap<>();
        details.put("httpStatus", 409);
        details.put("outcome", "overridden?");
        var line = new DoorLine(
                Door.HTTP, "req-1", details, Dispatched.unplanned(Outcome.CONFLICT, Optional.empty(), "x"));

        Map<String, Object> fields = DoorLines.fields(line);

        assertThat(fields.keySet())
                .startsWith("level", "message", "door", "requestId", "apiRequestId", "httpStatus", "outcome");
        assertThat(fields.get("outcome")).isEqualTo("CONFLICT");
        assertThat(fields.get("httpStatus")).isEqualTo(409);
        assertThat(Door.spelled("dynamodb")).contains(Door.DYNAMODB);
        assertThat(Door.spelled("ftp")).isEmpty();
    }

    private static JsonNode written(DoorLine line) throws Exception {
        String text = DoorLines.json(line);
        assertThat(text).doesNotContain("\n");
        return JsonMappers.plain().readTree(text);
    }
}

package io.durabledispatch.it.httpapi;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.durableservice.ExecutionView;
import io.durabledispatch.emulators.quota.Quota;
import io.durabledispatch.it.httpapi.DoorClient.Answer;
import io.durabledispatch.it.support.Await;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.lambda.model.OperationStatus;
import software.amazon.awssdk.services.lambda.model.OperationType;

/**
 * The HTTP door's contract (docs/reference/http-door.md), through a real HTTP client on the local HTTP API: the
 * door's deployment jar behind {@code AWS::ApiGatewayV2} routes, in front of the points workflow (a durable
 * function), the trip planner (a durable function that waits for an approval callback, so it stays running until
 * the test says) and the reward-redemption STANDARD state machine, all from one handwritten template.
 */
@ExtendWith(SharedDoorStack.class)
class HttpDoorContractIT {
    private static final Duration ENDS = Duration.ofSeconds(30);

    private static DoorStack stack;
    private static DoorClient door;

    @BeforeAll
    static void start(DoorStack shared) {
        stack = shared;
        door = new DoorClient(stack.api());
    }

    @Test
    void aNewRequest_isAccepted_aRetryWhileRunning_getsTheSameExecution_andTheWaitingReadGetsTheResult() {
        Answer first = startTrip("trip-1", "lisbon");
        assertThat(first.status()).isEqualTo(202);
        assertThat(first.header("Location")).hasValue("/executions/trip/acme/trip-1");
        assertThat(first.text("status")).isEqualTo("RUNNING");
        assertThat(first.text("route")).isEqualTo("trip-http");
        String name = first.text("executionName");
        assertThat(name).startsWith("trip-");

        Answer retry = startTrip("trip-1", "lisbon");
        assertThat(retry.status()).isEqualTo(202);
        assertThat(retry.text("executionName")).isEqualTo(name);
        assertThat(retry.text("status")).isEqualTo("RUNNING");
        assertThat(retry.header("Location")).isEqualTo(first.header("Location"));
        Answer running = door.get("/executions/trip/acme/trip-1");
        assertThat(running.status()).isEqualTo(200);
        assertThat(running.text("status")).isEqualTo("RUNNING");
        assertThat(running.header("Vary")).hasValue("Prefer");

        CompletableFuture<Answer> waiting = door.getWaiting("/executions/trip/acme/trip-1", 20);
        approve(first.text("executionArn"));
        Answer done = waiting.join();
        assertThat(done.status()).isEqualTo(200);
        assertThat(done.text("status")).isEqualTo("SUCCEEDED");
        assertThat(done.json().path("result").path("approvedBy").asText()).isEqualTo("ops-team");
        assertThat(done.header("Preference-Applied"))
                .hasValueSatisfying(v -> assertThat(v).startsWith("wait="));

        Answer replay = startTrip("trip-1", "lisbon");
        assertThat(replay.status()).isEqualTo(200);
        assertThat(replay.header("Idempotent-Replayed")).hasValue("true");
        assertThat(replay.json().path("result")).isEqualTo(done.json().path("result"));
        assertThat(lambdaExecutions(name)).hasSize(1);
    }

    @Test
    void aRetryAfterSuccess_isOk_withTheResult_markedReplayed() {
        Answer first = grant("acme", "grant-1", "m-1", "order:A-1", "120");
        assertThat(first.status()).isIn(200, 202);
        Answer succeeded = awaitEnded(first.header("Location").orElseThrow());
        assertThat(succeeded.text("status")).isEqualTo("SUCCEEDED");
        assertThat(succeeded.json().path("result").path("points").asLong()).isEqualTo(120);

        Answer replay = grant("acme", "grant-1", "m-1", "order:A-1", "120");
        assertThat(replay.status()).isEqualTo(200);
        assertThat(replay.header("Idempotent-Replayed")).hasValue("true");
        assertThat(replay.header("Location")).isEqualTo(first.header("Location"));
        assertThat(replay.json().path("result")).isEqualTo(succeeded.json().path("result"));
        assertThat(lambdaExecutions(first.text("executionName"))).hasSize(1);
    }

    @Test
    void aRetryAfterFailure_isAConflictProblem_sayingHowToRunItAgain() {
        Answer first = grant("acme", "grant-bad", "m-1", "order:A-2", "\"lots\"");
        String location = first.header("Location").orElseThrow();
        assertThat(awaitEnded(location).text("status")).isEqualTo("FAILED");

        Answer retry = grant("acme", "grant-bad", "m-1", "order:A-2", "\"lots\"");
        assertFailedProblem(retry);
        assertThat(retry.json().path("rerun").path("header").asText()).isEqualTo("Dispatch-Generation");
        assertThat(lambdaExecutions(first.text("executionName"))).hasSize(1);

        Answer rerun = door.post(
                "/tenants/acme/points",
                Map.of("Idempotency-Key", "grant-bad", "Dispatch-Generation", "2"),
                points("acme", "m-1", "order:A-2", "\"lots\""));
        assertThat(rerun.status()).isIn(202, 409);
        assertThat(rerun.text("executionName")).startsWith("points-g2-").isNotEqualTo(first.text("executionName"));
        assertThat(rerun.header("Location")).hasValue(location + "?generation=2");
    }

    @Test
    void aRedemptionBeyondTheBalance_failsItsStateMachine_andItsRetryIsAConflictProblem() {
        Answer first = redeem("acme", "m-poor", "R-1", "tote-bag");
        assertThat(awaitEnded(first.header("Location").orElseThrow()).text("status"))
                .isEqualTo("FAILED");

        Answer retry = redeem("acme", "m-poor", "R-1", "tote-bag");
        assertFailedProblem(retry);
        assertThat(retry.text("error")).contains("InsufficientPoints");
        assertThat(sfnExecutions(first.text("executionName"))).isEqualTo(1);
    }

    @Test
    void otherContentUnderAStepFunctionsKey_isUnprocessable_withBothFingerprints_andStartsNothing() {
        assertThat(grant("acme", "grant-rich", "m-rich", "order:A-3", "500").status())
                .isIn(200, 202);
        Answer first = redeem("acme", "m-rich", "R-2", "coffee-mug");
        assertThat(first.status()).isIn(200, 202);
        long machines = stack.app().stepFunctions().executions().size();

        Answer conflict = redeem("acme", "m-rich", "R-2", "gift-card-10");
        assertInputConflict(conflict, first.text("executionName"));
        assertThat(conflict.text("existingFingerprint")).hasSize(64).isNotEqualTo(conflict.text("requestFingerprint"));
        assertThat(stack.app().stepFunctions().executions()).hasSize((int) machines);
    }

    @Test
    void otherContentUnderALambdaKey_isUnprocessable_andStartsNothing() {
        Answer first = grant("acme", "grant-2", "m-2", "order:A-4", "150");
        assertThat(first.status()).isIn(200, 202);
        int executions = stack.app().lambda().executions().size();

        Answer conflict = grant("acme", "grant-2", "m-2", "order:A-4", "151");
        assertInputConflict(conflict, first.text("executionName"));
        assertThat(stack.app().lambda().executions()).hasSize(executions);
    }

    @Test
    void invalidRequests_areBadRequests_withTheReasonCode_andStartNothing() {
        int executions = stack.app().lambda().executions().size();
        int machines = stack.app().stepFunctions().executions().size();

        assertInvalid(door.post("/tenants/acme/points", Map.of(), points("acme", "m-1", "a-1", "1")), "MISSING_KEY");
        assertInvalid(
                door.post("/tenants/acme/points", Map.of("Idempotency-Key", "k-1"), "{\"member_id\": "),
                "MALFORMED_JSON");
        assertInvalid(
                door.post("/redemptions", Map.of(), "{\"member_id\":\"m-1\",\"redemption_id\":\"R-9\",\"points\":1}"),
                "MISSING_KEY");
        assertInvalid(
                door.post(
                        "/tenants/acme/points",
                        Map.of("Idempotency-Key", "k".repeat(65)),
                        points("acme", "m-1", "a", "1")),
                "KEY_TOO_LONG");

        assertThat(stack.app().lambda().executions()).hasSize(executions);
        assertThat(stack.app().stepFunctions().executions()).hasSize(machines);
    }

    @Test
    void aThrottledStart_isTooManyRequests_withRetryAfter_andItsRetryStartsIt() {
        var quotas = stack.app().lambda().quotas();
        List<String> keys = List.of("burst-1", "burst-2", "burst-3", "burst-4", "burst-5");
        quotas.limit("Invoke", new Quota(0.5, 1));
        try {
            List<CompletableFuture<Answer>> burst = new ArrayList<>();
            for (String key : keys) burst.add(CompletableFuture.supplyAsync(() -> burstGrant(key)));
            List<Answer> answers = burst.stream().map(CompletableFuture::join).toList();
            List<String> throttled = new ArrayList<>();
            for (int i = 0; i < keys.size(); i++) {
                Answer answer = answers.get(i);
                if (answer.status() == 429) throttled.add(keys.get(i));
                else assertThat(answer.status()).isEqualTo(202);
            }
            assertThat(throttled).isNotEmpty();
            Answer refused =
                    answers.stream().filter(a -> a.status() == 429).findFirst().orElseThrow();
            assertProblem(refused, 429, "throttled");
            assertThat(refused.text("reason")).isEqualTo("THROTTLED");
            assertThat(refused.header("Retry-After").map(Integer::parseInt))
                    .hasValueSatisfying(s -> assertThat(s).isPositive());

            for (String key : throttled) {
                Await.until(
                        "the throttled start of " + key + " to be taken",
                        ENDS,
                        () -> burstGrant(key),
                        a -> a.status() != 429);
            }
        } finally {
            quotas.limit("Invoke", new Quota(1_000_000, 1_000_000));
        }
        for (String key : keys) {
            Answer ended = awaitEnded("/executions/points/acme/" + key);
            assertThat(ended.text("status")).isEqualTo("SUCCEEDED");
            assertThat(lambdaExecutions(ended.text("executionName"))).hasSize(1);
        }
    }

    private static Answer burstGrant(String key) {
        return grant("acme", key, "m-burst", "order:" + key, "100");
    }

    private static Answer startTrip(String key, String destination) {
        return door.post(
                "/tenants/acme/trips",
                Map.of("Idempotency-Key", key),
                "{\"destination\":\"" + destination + "\",\"fare\":100}");
    }

    private static Answer grant(String tenant, String key, String member, String activity, String points) {
        return door.post(
                "/tenants/" + tenant + "/points",
                Map.of("Idempotency-Key", key),
                points(tenant, member, activity, points));
    }

    private static String points(String tenant, String member, String activity, String points) {
        return "{\"tenant_id\":\"" + tenant + "\",\"member_id\":\"" + member + "\",\"activity_id\":\"" + activity
                + "\",\"points\":" + points + "}";
    }

    private static Answer redeem(String tenant, String member, String redemption, String reward) {
        return door.post(
                "/redemptions",
                Map.of(),
                "{\"tenant_id\":\"" + tenant + "\",\"member_id\":\"" + member + "\",\"redemption_id\":\"" + redemption
                        + "\",\"reward\":\"" + reward + "\",\"points\":40}");
    }

    /** The status resource, read until the execution has ended. */
    private static Answer awaitEnded(String location) {
        return Await.until(
                "the end of " + location,
                ENDS,
                () -> door.get(location),
                a -> a.status() == 200 && !a.text("status").equals("RUNNING"));
    }

    /** The trip planner's approval callback, completed once the execution has started it. */
    private static void approve(String executionArn) {
        String callbackId = Await.until(
                        "the approval callback of " + executionArn,
                        ENDS,
                        () -> stack.app().lambda().operations(executionArn).stream()
                                .filter(op ->
                                        op.type() == OperationType.CALLBACK && op.status() == OperationStatus.STARTED)
                                .map(op -> op.callbackDetails().callbackId())
                                .findFirst(),
                        java.util.Optional::isPresent)
                .orElseThrow();
        try (var lambda = stack.app().clients().lambda()) {
            lambda.sendDurableExecutionCallbackSuccess(
                    b -> b.callbackId(callbackId).result(SdkBytes.fromUtf8String("\"ops-team\"")));
        }
    }

    private static List<ExecutionView> lambdaExecutions(String name) {
        return stack.app().lambda().executions().stream()
                .filter(e -> e.executionName().equals(name))
                .toList();
    }

    private static long sfnExecutions(String name) {
        return stack.app().stepFunctions().executions().stream()
                .filter(e -> e.name().equals(name))
                .count();
    }

    private static void assertFailedProblem(Answer answer) {
        assertProblem(answer, 409, "execution-failed");
        assertThat(answer.header("Idempotent-Replayed")).hasValue("true");
        assertThat(answer.header("Location")).isPresent();
        assertThat(answer.text("executionStatus")).isEqualTo("FAILED");
        assertThat(answer.text("error")).as(answer.response().body()).isNotBlank();
        assertThat(answer.json().path("rerun").path("generation").asInt()).isEqualTo(2);
    }

    private static void assertInputConflict(Answer answer, String executionName) {
        assertProblem(answer, 422, "input-conflict");
        assertThat(answer.text("reason")).isEqualTo("INPUT_CONFLICT");
        assertThat(answer.text("executionName")).isEqualTo(executionName);
        assertThat(answer.text("requestFingerprint")).matches("[0-9a-f]{64}");
    }

    private static void assertInvalid(Answer answer, String reason) {
        assertProblem(answer, 400, "invalid-request");
        assertThat(answer.text("reason")).as(answer.response().body()).isEqualTo(reason);
    }

    private static void assertProblem(Answer answer, int status, String type) {
        assertThat(answer.status()).as(answer.response().body()).isEqualTo(status);
        assertThat(answer.header("Content-Type")).hasValue("application/problem+json");
        assertThat(answer.text("type")).endsWith("#" + type);
        assertThat(answer.json().path("status").asInt()).isEqualTo(status);
    }
}

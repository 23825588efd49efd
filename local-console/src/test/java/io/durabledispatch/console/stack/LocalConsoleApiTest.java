package io.durabledispatch.console.stack;

import static io.durabledispatch.console.HttpJson.encode;
import static io.durabledispatch.console.stack.LocalStackFixture.order;
import static io.durabledispatch.console.stack.LoyaltyBodies.points;
import static io.durabledispatch.console.stack.LoyaltyBodies.reward;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.console.HttpJson;
import java.util.List;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Every console endpoint against the real local stack; one stack for the class, one order number per test. */
class LocalConsoleApiTest {
    private static LocalStackFixture stack;

    @BeforeAll
    static void start() {
        stack = new LocalStackFixture();
    }

    @AfterAll
    static void stop() {
        stack.close();
    }

    @Test
    void order_isListedWithRouteAndTenant_andFoundByItsBusinessKey() {
        stack.send(order(" Acme ", "a-2001", "10.0"));

        JsonNode found = stack.getUntil(
                "/api/executions/lookup?route=order-placed&tenant=acme&key=A-2001",
                body -> !body.get("execution").isNull());

        JsonNode row = found.get("execution");
        assertThat(row.get("name").asText())
                .isEqualTo(found.get("executionName").asText())
                .startsWith("order-A-2001-");
        assertThat(row.get("route").asText()).isEqualTo("order-placed");
        assertThat(row.get("tenant").asText()).isEqualTo("acme");
        assertThat(row.get("target").asText()).isEqualTo("order-workflow");
        assertThat(stack.http
                        .get("/api/executions?route=order-placed&name=A-2001")
                        .body())
                .extracting(listed -> listed.get("id").asText())
                .containsExactly(row.get("id").asText());
    }

    @Test
    void completingTheShipmentCallback_fromTheDetail_succeedsTheOrder() {
        String id = startedOrder("A-2002");
        JsonNode callback = awaitingCallback(id);

        HttpJson.Reply reply = stack.http.post(
                "/api/callbacks/complete",
                "{\"callbackId\":\"" + callback.get("callbackId").asText()
                        + "\",\"result\":{\"carrier\":\"UPS\",\"tracking_number\":\"1Z-2002\"}}");

        assertThat(reply.status()).isEqualTo(204);
        JsonNode page = stack.getUntil(
                detail(id), body -> body.at("/execution/status").asText().equals("SUCCEEDED"));
        assertThat(page.get("input").asText()).contains("\"order_no\":\"A-2002\"");
        assertThat(page.get("result").asText()).contains("1Z-2002");
        assertThat(page.get("operations"))
                .extracting(op -> op.get("name").asText())
                .contains("charge-payment", "notify-customer");
        assertHistoryOfASucceededOrder(page.get("history"));
    }

    /**
     * The timeline is GetDurableExecutionHistory as the SDK reads it: the documented event types in order
     * (Lambda Developer Guide, "GetDurableExecutionHistory"), with increasing event ids.
     */
    private static void assertHistoryOfASucceededOrder(JsonNode history) {
        List<String> types = StreamSupport.stream(history.spliterator(), false)
                .map(event -> event.get("type").asText())
                .toList();
        List<String> charge = StreamSupport.stream(history.spliterator(), false)
                .filter(event -> "charge-payment".equals(event.path("name").asText()))
                .map(event -> event.get("type").asText())
                .toList();
        assertThat(types.get(0)).isEqualTo("ExecutionStarted");
        assertThat(types.get(types.size() - 1)).isEqualTo("ExecutionSucceeded");
        assertThat(types)
                .containsSubsequence("StepStarted", "StepSucceeded", "CallbackStarted", "InvocationCompleted")
                .containsSubsequence("CallbackStarted", "CallbackSucceeded", "ExecutionSucceeded");
        assertThat(charge).containsExactly("StepStarted", "StepSucceeded");
        assertThat(StreamSupport.stream(history.spliterator(), false)
                        .map(event -> event.get("eventId").asLong())
                        .toList())
                .isSorted()
                .doesNotHaveDuplicates();
    }

    /**
     * A state machine execution's page is its history as GetExecutionHistory reports it through the SDK (Step
     * Functions API Reference, "GetExecutionHistory"): the events of its one Task state, no operations.
     */
    @Test
    void aRewardRedemption_showsItsStateMachineHistory_inPlaceOfOperations() {
        stack.send(points("acme", "M-3001", "act-3001"));
        stack.getUntil(detail(executionId("points-earned", "acme", "M-3001", "act-3001")), LocalConsoleApiTest::closed);
        stack.send(reward("acme", "M-3001", "R-3001"));

        JsonNode page = stack.getUntil(
                detail(executionId("reward-redeemed", "acme", "M-3001", "R-3001")), LocalConsoleApiTest::closed);

        assertThat(page.at("/execution/status").asText()).isEqualTo("SUCCEEDED");
        assertThat(page.get("kind").asText()).isEqualTo("STATE_MACHINE");
        assertThat(page.get("operations")).isEmpty();
        JsonNode history = page.get("history");
        assertThat(history)
                .extracting(event -> event.get("type").asText())
                .containsExactly(
                        "ExecutionStarted",
                        "TaskStateEntered",
                        "TaskScheduled",
                        "TaskStarted",
                        "TaskSucceeded",
                        "TaskStateExited",
                        "ExecutionSucceeded");
        assertThat(history)
                .extracting(event -> event.get("eventId").asLong())
                .containsExactly(1L, 2L, 3L, 4L, 5L, 6L, 7L);
        assertThat(history.get(1).get("name").asText()).isEqualTo("Invoke");
        assertThat(history.get(0).get("name").isNull()).isTrue();
        String outputShown = history.get(6).get("detail").asText();
        assertThat(outputShown).isNotEmpty();
        assertThat(page.get("result").asText()).startsWith(outputShown.replace("…", ""));
    }

    @Test
    void aRedemptionBeyondTheBalance_showsItsFailedTask_andTheError() {
        stack.send(reward("acme", "M-3002", "R-3002"));

        JsonNode page = stack.getUntil(
                detail(executionId("reward-redeemed", "acme", "M-3002", "R-3002")), LocalConsoleApiTest::closed);

        assertThat(page.at("/execution/status").asText()).isEqualTo("FAILED");
        JsonNode history = page.get("history");
        assertThat(history)
                .extracting(event -> event.get("type").asText())
                .endsWith("TaskStarted", "TaskFailed", "ExecutionFailed");
        assertThat(history.get(history.size() - 1).get("detail").asText())
                .isEqualTo("error io.durabledispatch.workflows.points.InsufficientPointsException");
    }

    @Test
    void failingTheShipmentCallback_failsTheOrderWithTheError() {
        String id = startedOrder("A-2003");
        String callbackId = awaitingCallback(id).get("callbackId").asText();

        stack.http.post(
                "/api/callbacks/fail",
                "{\"callbackId\":\"" + callbackId + "\",\"errorType\":\"Shipment.Lost\",\"errorMessage\":\"gone\"}");

        JsonNode page = stack.getUntil(
                detail(id), body -> body.at("/execution/status").asText().equals("FAILED"));
        assertThat(page.get("error").isNull()).isFalse();
        HttpJson.Reply again = stack.http.post("/api/callbacks/complete", "{\"callbackId\":\"" + callbackId + "\"}");
        assertThat(again.status()).isEqualTo(409);
    }

    @Test
    void stop_stopsARunningOrder_andRefusesToStopItTwice() {
        String id = startedOrder("A-2004");

        HttpJson.Reply first = stack.http.post("/api/execution/stop", "{\"id\":\"" + id + "\"}");
        HttpJson.Reply second = stack.http.post("/api/execution/stop", "{\"id\":\"" + id + "\"}");

        assertThat(first.status()).isEqualTo(204);
        assertThat(stack.http.get(detail(id)).body().at("/execution/status").asText())
                .isEqualTo("STOPPED");
        assertThat(second.status()).isEqualTo(409);
        assertThat(stack.http.get("/api/execution?id=nope").status()).isEqualTo(404);
    }

    @Test
    void rerun_ofAStoppedOrder_startsItsSecondGeneration_andRefusesWhileThatRuns() {
        String id = startedOrder("A-2006");
        assertThat(stack.http
                        .post("/api/execution/stop", "{\"id\":\"" + id + "\"}")
                        .status())
                .isEqualTo(204);

        HttpJson.Reply sent = stack.http.post("/api/execution/rerun", "{\"id\":\"" + id + "\"}");

        assertThat(sent.status()).isEqualTo(200);
        String second = sent.body().get("executionName").asText();
        assertThat(second).startsWith("order-g2-A-2006-");
        JsonNode started = stack.getUntil("/api/executions?name=" + encode(second), body -> body.size() == 1);
        assertThat(started.get(0).get("status").asText()).isEqualTo("RUNNING");
        assertThat(started.get(0).get("tenant").asText()).isEqualTo("acme");
        HttpJson.Reply again = stack.http.post("/api/execution/rerun", "{\"id\":\"" + id + "\"}");
        assertThat(again.status()).isEqualTo(409);
        assertThat(again.body().get("error").asText())
                .isEqualTo("not re-run: the latest execution is RUNNING; only an ended execution is re-run");
    }

    @Test
    void conflict_isCountedParkedWithItsReason_andRedriveSendsItThroughAgain() {
        String id = startedOrder("A-2005");
        String name = stack.http.get(detail(id)).body().at("/execution/name").asText();

        stack.send(order("acme", "A-2005", "99.0")); // same key, another amount
        JsonNode parked = parkedFor(name);
        String messageId = parked.get("messageId").asText();
        assertThat(parked.get("reason").asText()).isEqualTo("INPUT_CONFLICT");
        assertThat(parked.get("outcome").asText()).isEqualTo("CONFLICT");
        assertThat(stack.http
                        .get("/api/activity")
                        .body()
                        .at("/totals/CONFLICT/order")
                        .asLong())
                .isPositive();

        assertThat(stack.http
                        .post("/api/parked/redrive", "{\"messageId\":\"" + messageId + "\"}")
                        .status())
                .isEqualTo(204);

        // Still a conflict: it is parked again, and the dispatcher page collapses both into one row.
        JsonNode activity = stack.getUntil("/api/activity", body -> conflictCount(body, name) == 2);
        assertThat(conflictCount(activity, name)).isEqualTo(2);
        assertThat(parkedFor(name).get("messageId").asText()).isNotEqualTo(messageId);
        assertThat(stack.http
                        .post("/api/parked/redrive", "{\"messageId\":\"" + messageId + "\"}")
                        .status())
                .isEqualTo(404);
    }

    @Test
    void poison_isInvalid_withItsReason_onTheDispatcherPageAndTheParkingQueue() {
        stack.send("{\"type\":\"order.placed\",\"tenant_id\":\"acme\"}");

        JsonNode activity = stack.getUntil(
                "/api/activity", body -> body.at("/totals/INVALID").size() > 0);

        assertThat(StreamSupport.stream(activity.get("latest").spliterator(), false)
                        .filter(r -> r.get("outcome").asText().equals("INVALID"))
                        .map(r -> r.get("reason").asText()))
                .anySatisfy(reason -> assertThat(reason).startsWith("MISSING_KEY"));
        JsonNode queues =
                stack.getUntil("/api/queues", body -> body.get("parked").size() > 0);
        assertThat(queues.get("queues"))
                .extracting(queue -> queue.get("role").asText())
                .containsExactly("main", "dlq", "parking", "shipments");
        assertThat(queues.get("parked"))
                .extracting(p -> p.get("reason").asText())
                .contains("MISSING_KEY");
    }

    private static String startedOrder(String orderNo) {
        stack.send(order("acme", orderNo, "10.0"));
        return stack.getUntil(
                        "/api/executions/lookup?route=order-placed&tenant=acme&key=" + orderNo,
                        body -> !body.get("execution").isNull())
                .at("/execution/id")
                .asText();
    }

    private static JsonNode awaitingCallback(String id) {
        JsonNode page = stack.getUntil(detail(id), body -> callback(body) != null);
        return callback(page);
    }

    private static JsonNode callback(JsonNode page) {
        for (JsonNode op : page.get("operations"))
            if (op.get("awaitingCallback").asBoolean()) return op;
        return null;
    }

    private static JsonNode parkedFor(String name) {
        JsonNode page = stack.getUntil(
                "/api/queues",
                body -> StreamSupport.stream(body.get("parked").spliterator(), false)
                                .filter(p -> name.equals(p.get("executionName").asText()))
                                .count()
                        > 0);
        return StreamSupport.stream(page.get("parked").spliterator(), false)
                .filter(p -> name.equals(p.get("executionName").asText()))
                .findFirst()
                .orElseThrow();
    }

    /** The count of the collapsed CONFLICT row of {@code name} on the dispatcher page; 0 when absent. */
    private static long conflictCount(JsonNode activity, String name) {
        for (JsonNode row : activity.get("latest")) {
            if (row.get("outcome").asText().equals("CONFLICT")
                    && name.equals(row.get("executionName").asText())) {
                return row.get("count").asLong();
            }
        }
        return 0;
    }

    /** The console's id of the execution the dispatcher started for these business keys, once it did. */
    private static String executionId(String route, String tenant, String... keys) {
        StringBuilder query = new StringBuilder("/api/executions/lookup?route=" + route + "&tenant=" + tenant);
        for (String key : keys) query.append("&key=").append(encode(key));
        return stack.getUntil(query.toString(), body -> !body.get("execution").isNull())
                .at("/execution/id")
                .asText();
    }

    private static boolean closed(JsonNode page) {
        return !page.at("/execution/status").asText().equals("RUNNING");
    }

    private static String detail(String id) {
        return "/api/execution?id=" + encode(id);
    }
}

package io.durabledispatch.dispatcher;

import static org.assertj.core.api.Assertions.assertThat;

import com.amazonaws.services.lambda.runtime.events.SQSEvent;
import com.amazonaws.services.lambda.runtime.tests.EventLoader;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.core.parking.ParkedMessage;
import io.durabledispatch.core.parking.ParkingAttributes;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.dispatcher.core.TestDispatchers;
import io.durabledispatch.routes.document.RouteDocuments;
import io.durabledispatch.routes.json.StrictJson;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * EventBridge events delivered by a rule to the dispatch queue, on the default routes plus an eventBridge twin of
 * order-placed (shop-order-event): the event whose detail is a plain order body starts the same execution as that body.
 */
class EventBridgeDeliveryTest {
    private final TestDispatchers test = new TestDispatchers(4, plannerWithEventRoute());
    private final DispatchHandler handler = new DispatchHandler(test.dispatcher);
    private final SQSEvent event = EventLoader.loadSQSEvent("events/sqs-eventbridge.json");

    @AfterEach
    void stop() {
        test.close();
    }

    /** The default document with order-placed's twin taking shop.orders / OrderPlaced events. */
    private static Planner plannerWithEventRoute() {
        try (InputStream in = EventBridgeDeliveryTest.class.getResourceAsStream("/routes/default-routes.json")) {
            ObjectNode document = (ObjectNode) StrictJson.parse(new String(in.readAllBytes(), "UTF-8"));
            ArrayNode routes = (ArrayNode) document.get("routes");
            ObjectNode twin = ((ObjectNode) routes.get(0)).deepCopy();
            twin.put("name", "shop-order-event").remove("match");
            twin.putObject("eventBridge").putArray("source").add("shop.orders");
            ((ObjectNode) twin.get("eventBridge")).putArray("detailType").add("OrderPlaced");
            routes.add(twin);
            return new Planner(RouteDocuments.parse(document.toString()));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** One record at a time, in order, as a FIFO-free queue may well deliver them. */
    private void deliver(int... records) {
        for (int record : records) {
            SQSEvent one = new SQSEvent();
            one.setRecords(List.of(event.getRecords().get(record)));
            assertThat(handler.handleRequest(one, null).getBatchItemFailures()).isEmpty();
        }
    }

    @Test
    void anEventWithAPlainBodyAsDetail_andThatBody_andAProducersRetry_areOneExecution() {
        deliver(0, 1, 2);

        assertThat(test.lambda.executions()).hasSize(1);
        assertThat(test.lambda.executions().keySet().iterator().next())
                .startsWith("lambda:order-workflow:live/order-A-1001-");
        assertThat(test.lines.stream()
                        .filter(line ->
                                line.contains("record dispatched") && line.contains("\"outcome\":\"DUPLICATE\"")))
                .hasSize(2)
                .allMatch(line -> line.contains("\"route\":\"shop-order-event\""));
        assertThat(test.parking.messages()).isEmpty();
    }

    @Test
    void anEventStartsTheExecution_thePlainBodyCollapsesIntoIt() {
        deliver(1, 0);

        assertThat(test.lambda.executions()).hasSize(1);
        assertThat(test.lambda.calls()).hasSize(2);
    }

    @Test
    void anEventWithAnotherAmount_underTheSameKey_isAParkedConflict() {
        deliver(0, 3);

        ParkedMessage parked = test.parking.messages().get(0);
        assertThat(parked.body()).isEqualTo(event.getRecords().get(3).getBody());
        assertThat(parked.attributes())
                .containsEntry(ParkingAttributes.OUTCOME, "CONFLICT")
                .containsEntry(ParkingAttributes.ROUTE, "shop-order-event");
    }

    @Test
    void anEventNoRouteTakes_isParkedAsNoRoute_evenThoughItsDetailIsAValidOrder() {
        deliver(4);

        assertThat(test.lambda.executions()).isEmpty();
        assertThat(test.parking.messages())
                .singleElement()
                .satisfies(parked -> assertThat(parked.attributes())
                        .containsEntry(ParkingAttributes.OUTCOME, "INVALID")
                        .containsEntry(ParkingAttributes.REASON, "NO_ROUTE"));
    }
}

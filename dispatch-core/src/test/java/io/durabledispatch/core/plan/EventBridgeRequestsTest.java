package io.durabledispatch.core.plan;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.routes.document.RouteDocuments;
import org.junit.jupiter.api.Test;

/** One business request, sent as a plain SQS body or as an EventBridge event's detail, is one execution. */
class EventBridgeRequestsTest {
    private static final String SHARED = "\"operation\":\"order\",\"tenant\":\"/tenant_id\",\"key\":[\"/order_no\"],"
            + "\"normalize\":{\"/tenant_id\":[\"trim\",\"lower\"],\"/order_no\":[\"trim\",\"upper\"]},"
            + "\"input\":[\"/tenant_id\",\"/order_no\",\"/amount\"],"
            + "\"target\":{\"type\":\"lambda\",\"function\":\"order-workflow\",\"qualifier\":\"live\"}";
    private static final Planner PLANNER = new Planner(RouteDocuments.parse("{\"version\":1,\"routes\":["
            + "{\"name\":\"order-placed\",\"match\":{\"/type\":\"order.placed\"}," + SHARED + "},"
            + "{\"name\":\"order-event\",\"eventBridge\":{\"source\":[\"shop.orders\"],\"detailType\":[\"OrderPlaced\"]},"
            + SHARED + "}]}"));
    private static final String BODY =
            "{\"type\":\"order.placed\",\"tenant_id\":\" Acme\",\"order_no\":\"a-1001\",\"amount\":44.90}";

    private static String event(String id, String time, String source, String detailType, String detail) {
        return "{\"version\":\"0\",\"id\":\"" + id + "\",\"detail-type\":\"" + detailType + "\",\"source\":\"" + source
                + "\",\"account\":\"123456789012\",\"time\":\"" + time + "\",\"region\":\"eu-west-1\","
                + "\"resources\":[],\"detail\":" + detail + "}";
    }

    private static String orderPlaced(String id, String time) {
        return event(id, time, "shop.orders", "OrderPlaced", BODY);
    }

    @Test
    void plan_givesTheSameNameAndInput_toAPlainBodyAndAnEventWithThatBodyAsDetail() {
        Plan plain = PlanResults.plan(PLANNER.plan(BODY));
        Plan event = PlanResults.plan(PLANNER.plan(orderPlaced("6a7e8feb", "2026-12-02T04:00:00Z")));

        assertThat(event.route().name()).isEqualTo("order-event");
        assertThat(plain.route().name()).isEqualTo("order-placed");
        assertThat(event.executionName()).isEqualTo(plain.executionName()).startsWith("order-A-1001-");
        assertThat(event.canonicalInput())
                .isEqualTo(plain.canonicalInput())
                .isEqualTo("{\"amount\":44.9,\"order_no\":\"A-1001\",\"tenant_id\":\"acme\"}");
    }

    @Test
    void plan_ignoresTheEnvelopesIdAndTime_soAProducersRetryCollapses() {
        Plan first = PlanResults.plan(PLANNER.plan(orderPlaced("6a7e8feb", "2026-12-02T04:00:00Z")));
        Plan retry = PlanResults.plan(PLANNER.plan(orderPlaced("0d7c2a91", "2026-12-02T04:00:09Z")));

        assertThat(retry.executionName()).isEqualTo(first.executionName());
        assertThat(retry.canonicalInput()).isEqualTo(first.canonicalInput());
    }

    @Test
    void plan_refusesAnEventOfAnotherSourceOrDetailType_naming_both() {
        Rejection other = PlanResults.rejection(
                PLANNER.plan(event("1", "2026-12-02T04:00:00Z", "shop.orders", "OrderShipped", BODY)));

        assertThat(other.reason()).isEqualTo(Reason.NO_ROUTE);
        assertThat(other.detail())
                .isEqualTo("no eventBridge route takes source 'shop.orders' with detail-type 'OrderShipped'");
    }

    @Test
    void plan_neverGivesAnEnvelopeToABodyRoute_evenWhenItsFieldsWouldMatch() {
        String envelopeWithType = event("1", "2026-12-02T04:00:00Z", "billing", "Invoice", BODY)
                .replace(
                        "{\"version\"",
                        "{\"type\":\"order.placed\",\"tenant_id\":\"acme\",\"order_no\":\"1\",\"version\"");

        assertThat(PlanResults.rejection(PLANNER.plan(envelopeWithType)).reason())
                .isEqualTo(Reason.NO_ROUTE);
    }

    @Test
    void plan_readsAnEventsKeyFromItsDetail_notFromTheEnvelope() {
        String detailWithoutKey = "{\"tenant_id\":\"acme\",\"amount\":1}";

        Rejection missing = PlanResults.rejection(
                PLANNER.plan(event("1", "2026-12-02T04:00:00Z", "shop.orders", "OrderPlaced", detailWithoutKey)));

        assertThat(missing.reason()).isEqualTo(Reason.MISSING_KEY);
        assertThat(missing.detail()).isEqualTo("key field /order_no is missing");
    }
}

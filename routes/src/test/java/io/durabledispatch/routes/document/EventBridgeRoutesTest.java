package io.durabledispatch.routes.document;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.routes.Route;
import io.durabledispatch.routes.RouteTable;
import io.durabledispatch.routes.RoutedRequest;
import io.durabledispatch.routes.json.StrictJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A route's eventBridge field: found by the envelope's source and detail-type; its pointers read the detail. */
class EventBridgeRoutesTest {
    private static final String REST = "\"tenant\":\"/t\",\"key\":[\"/k\"],\"input\":[\"/k\"],"
            + "\"target\":{\"type\":\"lambda\",\"function\":\"fn\",\"qualifier\":\"live\"}}";
    private static final String EVENTS = "{\"name\":\"e1\",\"operation\":\"order\","
            + "\"eventBridge\":{\"source\":[\"shop.orders\",\"shop.legacy\"],\"detailType\":[\"OrderPlaced\"]}," + REST;
    private static final String BODY = "{\"name\":\"b1\",\"operation\":\"order\",\"match\":{}," + REST;

    private static RouteTable load(String... routes) {
        return RouteDocuments.parse("{\"version\":1,\"routes\":[" + String.join(",", routes) + "]}");
    }

    private static String envelope(String source, String detailType) {
        return "{\"version\":\"0\",\"id\":\"x\",\"detail-type\":\"" + detailType + "\",\"source\":\"" + source
                + "\",\"account\":\"1\",\"time\":\"t\",\"region\":\"r\",\"resources\":[],\"detail\":{\"k\":\"1\"}}";
    }

    @Test
    void parse_readsSourcesAndDetailTypes_andNeedsNoMatch() {
        Route route = load(EVENTS).routes().get(0);

        assertThat(route.eventBridge()).hasValueSatisfying(match -> {
            assertThat(match.sources()).containsExactly("shop.orders", "shop.legacy");
            assertThat(match.detailTypes()).containsExactly("OrderPlaced");
        });
        assertThat(route.match()).isEmpty();
        assertThat(route.bodyOnly()).isFalse();
    }

    @Test
    void route_givesAnEnvelopeToItsEventBridgeRoute_withTheDetailAsContent() throws Exception {
        RouteTable table = load(BODY, EVENTS);

        RoutedRequest routed = table.route(StrictJson.parse(envelope("shop.legacy", "OrderPlaced")))
                .orElseThrow();

        assertThat(routed.route().name()).isEqualTo("e1");
        assertThat(routed.content().toString()).isEqualTo("{\"k\":\"1\"}");
    }

    @Test
    void route_givesAnEnvelope_noBodyRoute_andAPlainBody_noEventBridgeRoute() throws Exception {
        RouteTable table = load(BODY, EVENTS);

        assertThat(table.route(StrictJson.parse(envelope("shop.orders", "OrderShipped"))))
                .isEmpty();
        assertThat(load(EVENTS).route(StrictJson.parse("{\"k\":\"1\",\"source\":\"shop.orders\"}")))
                .isEmpty();
        assertThat(table.match(StrictJson.parse("{\"k\":\"1\"}")))
                .map(Route::name)
                .hasValue("b1");
    }

    @Test
    void route_anyDetailType_whenTheRouteNamesNone() throws Exception {
        RouteTable table = load(EVENTS.replace(",\"detailType\":[\"OrderPlaced\"]", ""));

        assertThat(table.match(StrictJson.parse(envelope("shop.orders", "Anything"))))
                .isPresent();
    }

    @Test
    void route_checksTheMatchFields_onTheDetail() throws Exception {
        RouteTable table = load(EVENTS.replace("\"eventBridge\"", "\"match\":{\"/k\":\"2\"},\"eventBridge\""));

        assertThat(table.match(StrictJson.parse(envelope("shop.orders", "OrderPlaced"))))
                .isEmpty();
        assertThat(table.match(
                        StrictJson.parse(envelope("shop.orders", "OrderPlaced").replace("\"1\"}", "\"2\"}"))))
                .isPresent();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '#',
            value = {
                "\"eventBridge\":[]#route 'e1' (routes[0]): eventBridge must be an object like {\"source\": [\"shop.orders\"], \"detailType\": [\"OrderPlaced\"]}",
                "\"eventBridge\":{\"detailType\":[\"A\"]}#route 'e1' (routes[0]): eventBridge.source must be a non-empty array of distinct strings of 1-256 characters, e.g. {\"source\": [\"shop.orders\"], \"detailType\": [\"OrderPlaced\"]}",
                "\"eventBridge\":{\"source\":[\"a\",\"a\"]}#route 'e1' (routes[0]): eventBridge.source must be a non-empty array of distinct strings of 1-256 characters, was [\"a\",\"a\"]",
                "\"eventBridge\":{\"source\":[\"a\"],\"detailType\":[\"\"]}#route 'e1' (routes[0]): eventBridge.detailType must be a non-empty array of distinct strings of 1-128 characters, was [\"\"]",
                "\"eventBridge\":{\"source\":[\"a\"],\"detail-type\":[\"A\"]}#route 'e1' (routes[0]): eventBridge: unknown field 'detail-type' (use source and detailType)",
                "\"http\":\"POST /orders\",\"eventBridge\":{\"source\":[\"a\"]}#route 'e1' (routes[0]): eventBridge and http exclude each other",
            })
    void parse_refusesABadEventBridgeField_namingTheRouteAndTheField(String field, String message) {
        String route = "{\"name\":\"e1\",\"operation\":\"order\"," + field + "," + REST;

        assertThatThrownBy(() -> load(route))
                .isInstanceOf(RouteDocumentException.class)
                .hasMessage(message);
    }

    @Test
    void parse_refusesAHeaderKey_whichNoEventHas() {
        String route = EVENTS.replace("\"key\":[\"/k\"]", "\"key\":[\"header:Idempotency-Key\"]");

        assertThatThrownBy(() -> load(route))
                .hasMessage("route 'e1' (routes[0]): header:idempotency-key has no value in an EventBridge event: use"
                        + " a pointer into the event's detail");
    }
}

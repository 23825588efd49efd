package io.durabledispatch.routes.document;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.routes.HttpRoute;
import io.durabledispatch.routes.Route;
import io.durabledispatch.routes.RouteTable;
import io.durabledispatch.routes.json.StrictJson;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A route's http field: method and path template, matched by API Gateway's route key or by method and path. */
class HttpRoutesTest {
    private static final String HTTP =
            "{\"name\":\"h1\",\"operation\":\"order\",\"http\":\"POST /tenants/{tenant}/orders\","
                    + "\"tenant\":\"path:tenant\",\"key\":[\"header:Idempotency-Key\"],\"input\":[\"/amount\"],"
                    + "\"target\":{\"type\":\"lambda\",\"function\":\"fn\",\"qualifier\":\"live\"}}";
    private static final String BODY = "{\"name\":\"b1\",\"operation\":\"order\",\"match\":{},"
            + "\"tenant\":\"/t\",\"key\":[\"/k\"],\"input\":[\"/k\"],"
            + "\"target\":{\"type\":\"lambda\",\"function\":\"fn\",\"qualifier\":\"live\"}}";

    private static RouteTable load(String... routes) {
        return RouteDocuments.parse("{\"version\":1,\"routes\":[" + String.join(",", routes) + "]}");
    }

    @Test
    void parse_readsMethodAndTemplate_andNeedsNoBodyMatch() {
        Route route = load(HTTP).routes().get(0);

        assertThat(route.http()).hasValueSatisfying(http -> {
            assertThat(http.method()).isEqualTo("POST");
            assertThat(http.template()).isEqualTo("/tenants/{tenant}/orders");
            assertThat(http.parameters()).containsExactly("tenant");
        });
        assertThat(route.match()).isEmpty();
    }

    @Test
    void matchHttp_findsTheRoute_byApiGatewaysRouteKey() {
        RouteTable table = load(BODY, HTTP);

        assertThat(table.matchHttp("POST /tenants/{tenant}/orders", "POST", "/anything"))
                .map(HttpRoute::route)
                .map(Route::name)
                .hasValue("h1");
    }

    @Test
    void matchHttp_findsTheRoute_byMethodAndPath_withDecodedParameters_whenTheRouteKeyIsACatchAll() {
        RouteTable table = load(BODY, HTTP);

        assertThat(table.matchHttp("$default", "POST", "/tenants/acme%20eu/orders"))
                .hasValueSatisfying(found -> {
                    assertThat(found.route().name()).isEqualTo("h1");
                    assertThat(found.pathParameters()).isEqualTo(Map.of("tenant", "acme eu"));
                });
        assertThat(table.matchHttp("$default", "PUT", "/tenants/acme/orders")).isEmpty();
        assertThat(table.matchHttp("$default", "POST", "/tenants/acme/orders/1"))
                .isEmpty();
        assertThat(table.matchHttp("$default", "POST", "/tenants//orders")).isEmpty();
    }

    @Test
    void matchByBody_skipsHttpRoutes_soABodyOnlyDoorNeverPicksOne() throws Exception {
        RouteTable table = load(HTTP.replace("\"http\"", "\"match\":{},\"http\""));
        JsonNode body = StrictJson.parse("{\"amount\":1}");

        assertThat(table.match(body)).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '#',
            value = {
                "GET /tenants/{tenant}/orders#route 'h1' (routes[0]): http method must be POST, PUT or PATCH: '<POST|PUT|PATCH> /path/{param}', e.g. 'POST /tenants/{tenant}/orders', was 'GET /tenants/{tenant}/orders'",
                "POST tenants#route 'h1' (routes[0]): http path must start with / and name at least one segment: '<POST|PUT|PATCH> /path/{param}', e.g. 'POST /tenants/{tenant}/orders', was 'POST tenants'",
                "POST /tenants/{tenant}/orders/{proxy+}#route 'h1' (routes[0]): http path segment '{proxy+}' must be literal [A-Za-z0-9._~-] characters or a whole {parameter}: '<POST|PUT|PATCH> /path/{param}', e.g. 'POST /tenants/{tenant}/orders', was 'POST /tenants/{tenant}/orders/{proxy+}'",
                "POST /t/{tenant}/{tenant}#route 'h1' (routes[0]): http path parameter {tenant} appears twice: '<POST|PUT|PATCH> /path/{param}', e.g. 'POST /tenants/{tenant}/orders', was 'POST /t/{tenant}/{tenant}'",
                "POST  /orders#route 'h1' (routes[0]): http must be '<POST|PUT|PATCH> /path/{param}', e.g. 'POST /tenants/{tenant}/orders', was 'POST  /orders'",
                "POST /orders#route 'h1' (routes[0]): path:tenant is no parameter of http 'POST /orders' (its parameters: [])"
            })
    void parse_refusesABadHttpMatch_sayingWhatIsWrong(String http, String message) {
        String route = HTTP.replace("POST /tenants/{tenant}/orders", http);

        assertThatThrownBy(() -> load(route))
                .isInstanceOf(RouteDocumentException.class)
                .hasMessage(message);
    }

    @Test
    void parse_refusesTwoRoutes_withOneMethodAndPath() {
        String second = HTTP.replace("\"h1\"", "\"h2\"");

        assertThatThrownBy(() -> load(HTTP, second))
                .isInstanceOf(RouteDocumentException.class)
                .hasMessage("route 'h2' (routes[1]): http 'POST /tenants/{tenant}/orders' is already another "
                        + "route's (one route per method and path)");
    }

    @Test
    void parse_stillNeedsABodyMatch_onARouteWithoutHttp() {
        String route = BODY.replace("\"match\":{},", "");

        assertThatThrownBy(() -> load(route))
                .isInstanceOf(RouteDocumentException.class)
                .hasMessage("route 'b1' (routes[0]): match must be an object");
    }
}

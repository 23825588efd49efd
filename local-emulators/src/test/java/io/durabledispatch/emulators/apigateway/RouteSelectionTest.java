package io.durabledispatch.emulators.apigateway;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Requests reach the most specific route, as API Gateway picks them: an exact path over a path variable over a
 * greedy variable, a method's own route over ANY, $default for the rest; without $default, 404.
 */
class RouteSelectionTest {
    private static final InMemoryApiFunctions FUNCTIONS = new InMemoryApiFunctions();
    private static ApiGatewayEmulator withDefault;
    private static ApiGatewayEmulator withoutDefault;

    @BeforeAll
    static void start() {
        withDefault = Apis.start(
                Apis.api(
                        "GET /pets/dog/1=exact",
                        "GET /pets/dog/{id}=variable",
                        "ANY /pets/dog/{id}=any-variable",
                        "GET /pets/{proxy+}=greedy",
                        "ANY /{proxy+}=any-greedy",
                        "$default=default"),
                FUNCTIONS);
        withoutDefault = Apis.start(Apis.api("GET /items/{id}=items"), FUNCTIONS);
    }

    @AfterAll
    static void stop() {
        withDefault.close();
        withoutDefault.close();
    }

    @Test
    void anExactPath_winsOverAVariable_whichWinsOverAGreedyVariable() {
        assertThat(routed("GET", "/pets/dog/1")).isEqualTo("exact");
        assertThat(routed("GET", "/pets/dog/2")).isEqualTo("variable");
        assertThat(routed("GET", "/pets/cat/1")).isEqualTo("greedy");
    }

    @Test
    void aMethodsOwnRoute_winsOverAny_andAnyTakesTheOtherMethods() {
        assertThat(routed("POST", "/pets/dog/2")).isEqualTo("any-variable");
        assertThat(routed("DELETE", "/pets/cat/1")).isEqualTo("any-greedy");
    }

    @Test
    void theDefaultRoute_takesWhatNoOtherRouteMatches() {
        assertThat(routed("GET", "/")).isEqualTo("default");
        assertThat(FUNCTIONS.lastEvent().path("routeKey").asText()).isEqualTo("$default");
    }

    @Test
    void withoutADefaultRoute_anUnmatchedRequestIsApiGatewaysNotFound() {
        var response = new ApiClient(withoutDefault.url()).send("GET", "/items");

        assertThat(response.statusCode()).isEqualTo(404);
        assertThat(response.body()).isEqualTo("{\"message\":\"Not Found\"}");
        assertThat(new ApiClient(withoutDefault.url()).send("POST", "/items/1").statusCode())
                .isEqualTo(404);
    }

    private static String routed(String method, String path) {
        var response = new ApiClient(withDefault.url()).send(method, path);
        assertThat(response.statusCode()).isEqualTo(200);
        return response.body();
    }
}

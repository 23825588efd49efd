package io.durabledispatch.emulators.apigateway;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A named stage is served under its name; the routes match below it, and the event names the stage. */
class StageTest {
    private static final InMemoryApiFunctions FUNCTIONS = new InMemoryApiFunctions();
    private static ApiGatewayEmulator emulator;

    @BeforeAll
    static void start() {
        emulator = Apis.start(
                Apis.api("prod", HttpApiDefinition.Integration.MAX_TIMEOUT, "GET /items/{id}=items"), FUNCTIONS);
    }

    @AfterAll
    static void stop() {
        emulator.close();
    }

    @Test
    void aRequestUnderTheStage_reachesTheRoute() {
        assertThat(emulator.url().getPath()).isEqualTo("/prod/");
        var client = new ApiClient(emulator.endpoint());

        assertThat(client.send("GET", "/prod/items/7").statusCode()).isEqualTo(200);
        assertThat(FUNCTIONS.lastEvent().path("requestContext").path("stage").asText())
                .isEqualTo("prod");
        assertThat(FUNCTIONS.lastEvent().path("pathParameters").path("id").asText())
                .isEqualTo("7");
        assertThat(client.send("GET", "/items/7").statusCode()).isEqualTo(404);
    }
}

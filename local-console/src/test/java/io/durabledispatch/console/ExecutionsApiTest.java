package io.durabledispatch.console;

import static io.durabledispatch.console.HttpJson.encode;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class ExecutionsApiTest {
    private final ConsoleFixture fixture = new ConsoleFixture();

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void list_showsNewestFirst_withRouteTenantAndDuration() {
        fixture.waitingOrder("acme", "A-1", 1);
        String finished = fixture.waitingOrder("acme", "A-2", 2).execution().arn();
        fixture.backend.finish(finished, "SUCCEEDED", Optional.of("{\"shipped\":true}"), Optional.empty());

        JsonNode rows = fixture.http.get("/api/executions").body();

        assertThat(rows).hasSize(2);
        JsonNode newest = rows.get(0);
        assertThat(newest.get("name").asText()).isEqualTo(fixture.orderName("acme", "A-2"));
        assertThat(newest.get("status").asText()).isEqualTo("SUCCEEDED");
        assertThat(newest.get("route").asText()).isEqualTo("order-placed");
        assertThat(newest.get("operation").asText()).isEqualTo("order");
        assertThat(newest.get("tenant").asText()).isEqualTo("acme");
        assertThat(newest.get("durationMillis").asLong()).isEqualTo(8 * 60_000L); // started at minute 2, ended at 10
        assertThat(rows.get(1).get("endedAt").isNull()).isTrue();
    }

    @Test
    void list_filtersByStatusRouteAndNamePart() {
        fixture.waitingOrder("acme", "A-1", 1);
        String done = fixture.waitingOrder("acme", "B-7", 2).execution().arn();
        fixture.backend.finish(done, "FAILED", Optional.empty(), Optional.of("Payment.Declined"));

        assertThat(fixture.http.get("/api/executions?status=FAILED").body())
                .extracting(row -> row.get("id").asText())
                .containsExactly(done);
        assertThat(fixture.http.get("/api/executions?route=points-earned").body())
                .isEmpty();
        assertThat(fixture.http.get("/api/executions?name=a-1").body())
                .extracting(row -> row.get("name").asText())
                .containsExactly(fixture.orderName("acme", "A-1"));
    }

    @Test
    void lookup_findsExecution_byTenantAndOrderNumberAsTheDispatcherNamesIt() {
        ExecutionDetail order = fixture.waitingOrder("acme", "A-1001", 1);

        // The dispatcher trims and lower-cases tenants and upper-cases order numbers: typing it loosely works.
        JsonNode found = fixture.http
                .get("/api/executions/lookup?route=order-placed&tenant=" + encode(" ACME ") + "&key=a-1001")
                .body();

        assertThat(found.get("executionName").asText())
                .isEqualTo(order.execution().name());
        assertThat(found.get("execution").get("id").asText())
                .isEqualTo(order.execution().arn());
    }

    @Test
    void list_filtersByTenant_asTheCanonicalInputHoldsIt_caseInsensitively() {
        fixture.waitingOrder("acme", "A-1", 1);
        fixture.waitingOrder("globex", "A-2", 2);
        fixture.waitingOrder("acme", "A-3", 3);

        JsonNode acme =
                fixture.http.get("/api/executions?tenant=" + encode(" Acme ")).body();
        JsonNode none = fixture.http.get("/api/executions?tenant=initech").body();

        assertThat(acme)
                .extracting(row -> row.get("name").asText())
                .containsExactly(fixture.orderName("acme", "A-3"), fixture.orderName("acme", "A-1"));
        assertThat(none).isEmpty();
    }

    @Test
    void lookup_answersWithTheNameAndNoExecution_whenNothingStartedYet() {
        HttpJson.Reply reply = fixture.http.get("/api/executions/lookup?route=order-placed&tenant=acme&key=A-9");

        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.body().get("executionName").asText()).isEqualTo(fixture.orderName("acme", "A-9"));
        assertThat(reply.body().get("execution").isNull()).isTrue();
    }

    @Test
    void lookup_isBadRequest_whenRouteUnknownOrKeyCountWrong() {
        HttpJson.Reply unknown = fixture.http.get("/api/executions/lookup?route=nope&tenant=acme&key=1");
        HttpJson.Reply missingKey = fixture.http.get("/api/executions/lookup?route=points-earned&tenant=acme&key=m1");

        assertThat(unknown.status()).isEqualTo(400);
        assertThat(unknown.body().get("error").asText()).contains("no route named nope");
        assertThat(missingKey.status()).isEqualTo(400);
        assertThat(missingKey.body().get("error").asText()).contains("has 2 key fields, got 1");
    }

    @Test
    void routes_listTheKeyFieldsTheLookupFormAsksFor() {
        JsonNode routes = fixture.http.get("/api/routes").body();

        assertThat(routes).extracting(route -> route.get("route").asText()).contains("order-placed", "points-earned");
        assertThat(routes.get(0).get("tenantField").asText()).isEqualTo("/tenant_id");
        assertThat(routes.get(0).get("keyFields").get(0).asText()).isEqualTo("/order_no");
    }
}

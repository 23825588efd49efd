package io.durabledispatch.dispatcher.config;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.core.plan.OutsideValues;
import io.durabledispatch.core.plan.Plan;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.routes.ConflictPolicy;
import io.durabledispatch.routes.LambdaDurableTarget;
import io.durabledispatch.routes.Normalizer;
import io.durabledispatch.routes.Route;
import io.durabledispatch.routes.RouteTable;
import io.durabledispatch.routes.StepFunctionsTarget;
import io.durabledispatch.routes.document.RouteDocuments;
import io.durabledispatch.routes.json.StrictJson;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The route document the dispatcher jar ships (and the local stack runs) is valid and says what it should. */
class DefaultRoutesTest {
    @Test
    void load_readsTheDefaultDocument_fromTheClasspath() {
        RouteTable table = RouteDocuments.load("classpath:routes/default-routes.json");

        assertThat(table.routes())
                .extracting(Route::name)
                .containsExactly(
                        "order-placed",
                        "points-earned",
                        "product-registered",
                        "reward-redeemed",
                        "order-requested",
                        "points-requested",
                        "product-requested",
                        "reward-requested");
        Route order = table.named("order-placed").orElseThrow();
        assertThat(order.target()).isEqualTo(new LambdaDurableTarget("order-workflow", "live"));
        assertThat(order.key().get(0).normalizers()).containsExactly(Normalizer.TRIM, Normalizer.UPPER, Normalizer.NFC);
        assertThat(order.onConflict()).isEqualTo(ConflictPolicy.PARK);
        assertThat(table.named("reward-redeemed").orElseThrow().target())
                .isEqualTo(new StepFunctionsTarget(
                        "arn:aws:states:us-east-1:000000000000:stateMachine:reward-redemption"));
    }

    /** An HTTP request's body names the same execution, with the same input, as the same event on the queue. */
    @Test
    void httpRoutes_planTheSameExecution_asTheQueuesRoute_forTheSameBusinessEvent() throws Exception {
        Planner planner = new Planner(RouteDocuments.load("classpath:routes/default-routes.json"));
        String event = """
                {"type":"order.placed","tenant_id":" Acme ","order_no":"a-1001","customer":{"id":"C-1"},
                 "items":[{"sku":"SKU-RED-1","qty":1}],"amount":{"value":12.5,"currency":"EUR"}}""";
        Route http = planner.routes()
                .matchHttp("POST /orders", "POST", "/orders")
                .orElseThrow()
                .route();

        Plan fromQueue = planner.plan(event).fold(plan -> plan, rejection -> null);
        Plan fromApi =
                planner.plan(http, event, OutsideValues.NONE, Optional.empty()).fold(plan -> plan, rejection -> null);

        assertThat(http.name()).isEqualTo("order-requested");
        assertThat(planner.routes().match(StrictJson.parse(event)).orElseThrow().name())
                .isEqualTo("order-placed");
        assertThat(fromApi.executionName()).isEqualTo(fromQueue.executionName());
        assertThat(fromApi.canonicalInput()).isEqualTo(fromQueue.canonicalInput());
    }
}

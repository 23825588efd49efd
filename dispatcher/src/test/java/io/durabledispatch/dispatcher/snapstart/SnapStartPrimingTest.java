package io.durabledispatch.dispatcher.snapstart;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.core.plan.Plan;
import io.durabledispatch.core.plan.PlanResults;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.routes.RouteTable;
import io.durabledispatch.routes.document.RouteDocuments;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SnapStartPrimingTest {
    private static final RouteTable ROUTES = RouteDocuments.load("classpath:routes/default-routes.json");

    /** The routes the queue's door can pick: every route but the HTTP door's (body and EventBridge routes). */
    private static final int QUEUE_ROUTES = (int)
            ROUTES.routes().stream().filter(route -> route.http().isEmpty()).count();

    @Test
    void register_addsTheResourceToTheContext_andCheckpointPlansOneBodyPerRoute() throws Exception {
        InMemoryContext context = new InMemoryContext();
        List<String> log = new ArrayList<>();

        SnapStartPriming priming = SnapStartPriming.register(context, new Planner(ROUTES), log::add);
        context.beforeCheckpoint(null);
        context.afterRestore(null);

        assertThat(context.resources).containsExactly(priming);
        assertThat(SnapStartPriming.registered()).contains(priming);
        assertThat(QUEUE_ROUTES).isEqualTo(8);
        assertThat(priming.primedRoutes()).isEqualTo(QUEUE_ROUTES);
        assertThat(log).containsExactly("{\"snapstart\":\"primed\",\"routes\":" + QUEUE_ROUTES + "}");
    }

    @Test
    void sampleBodies_matchTheirOwnRoute_evenWithNestedKeyFields() {
        Planner planner = new Planner(ROUTES);

        assertThat(ROUTES.routes().stream().filter(route -> route.http().isEmpty()))
                .hasSize(QUEUE_ROUTES)
                .allSatisfy(route -> {
                    Plan plan = PlanResults.plan(planner.plan(SampleBodies.of(route)));
                    assertThat(plan.route().name()).isEqualTo(route.name());
                    assertThat(plan.executionName()).startsWith(route.operation() + "-");
                });
        assertThat(SampleBodies.of(ROUTES.named("product-registered").orElseThrow()))
                .contains("\"product\":{\"sku\":\"snapstart-priming\"}");
    }

    @Test
    void sampleBody_ofAnEventBridgeRoute_isAnEnvelopeItsRouteTakes() {
        RouteTable routes = RouteDocuments.parse("{\"version\":1,\"routes\":[{\"name\":\"order-event\","
                + "\"operation\":\"order\",\"eventBridge\":{\"source\":[\"shop.orders\"],\"detailType\":"
                + "[\"OrderPlaced\"]},\"tenant\":\"/tenant_id\",\"key\":[\"/order_no\"],\"input\":[\"/order_no\"],"
                + "\"target\":{\"type\":\"lambda\",\"function\":\"fn\",\"qualifier\":\"live\"}}]}");

        Plan plan = PlanResults.plan(
                new Planner(routes).plan(SampleBodies.of(routes.routes().get(0))));

        assertThat(plan.route().name()).isEqualTo("order-event");
        assertThat(plan.executionName()).startsWith("order-snapstart-priming-");
    }
}

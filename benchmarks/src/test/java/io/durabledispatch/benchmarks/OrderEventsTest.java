package io.durabledispatch.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.durabledispatch.core.plan.Plan;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.routes.document.RouteDocuments;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class OrderEventsTest {
    private final Planner planner = new Planner(RouteDocuments.load(DispatcherEnvironment.ROUTES_RESOURCE));

    private Plan planOf(String body) {
        return planner.plan(body).fold(plan -> plan, rejection -> fail("expected a plan, was " + rejection));
    }

    @ParameterizedTest
    @ValueSource(ints = {200, 1024, 16384})
    void ofSize_reachesTheTargetWithinOneLineItem(int bytes) {
        int size = OrderEvents.ofSize(bytes, "acme", 1001).getBytes(StandardCharsets.UTF_8).length;

        assertThat(size).isBetween(bytes, bytes + 80);
    }

    @ParameterizedTest
    @ValueSource(ints = {200, 1024, 16384})
    void ofSize_plansAsAnOrderOfItsTenantAndNumber(int bytes) {
        Plan plan = planOf(OrderEvents.ofSize(bytes, " Acme ", 1001));

        assertThat(plan.route().name()).isEqualTo("order-placed");
        assertThat(plan.tenant()).isEqualTo("acme");
        assertThat(plan.keyValues()).containsExactly("A-1001");
    }

    @ParameterizedTest
    @ValueSource(ints = {200, 1024})
    void ofSize_isDeterministic_andOrderNumbersGiveDistinctNames(int bytes) {
        Plan first = planOf(OrderEvents.ofSize(bytes, "acme", 1));
        Plan again = planOf(OrderEvents.ofSize(bytes, "acme", 1));
        Plan other = planOf(OrderEvents.ofSize(bytes, "acme", 2));

        assertThat(again.canonicalInput()).isEqualTo(first.canonicalInput());
        assertThat(other.executionName()).isNotEqualTo(first.executionName());
    }
}

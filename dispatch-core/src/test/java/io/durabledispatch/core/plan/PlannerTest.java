package io.durabledispatch.core.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PlannerTest {
    private final Planner planner = DefaultRoutes.PLANNER;

    private static String order(String tenant, String orderNo, String extra) {
        return "{\"type\":\"order.placed\",\"tenant_id\":" + tenant + ",\"order_no\":" + orderNo
                + ",\"amount\":{\"value\":44.90,\"currency\":\"EUR\"}" + extra + "}";
    }

    private Plan planOf(String body) {
        return PlanResults.plan(planner.plan(body));
    }

    @Test
    void plan_givesSameNameAndInput_forKeySpellingsTheRouteNormalises() {
        Plan one = planOf(order("\" Acme \"", "\" a-1001\"", ""));
        Plan two = planOf(order("\"acme\"", "\"A-1001\"", ""));

        assertThat(one.executionName()).isEqualTo(two.executionName()).startsWith("order-A-1001-");
        assertThat(one.canonicalInput()).isEqualTo(two.canonicalInput()).contains("\"order_no\":\"A-1001\"");
    }

    @Test
    void plan_ignoresVolatileFieldsAndFieldOrder() {
        Plan one = planOf(order("\"acme\"", "\"A-1\"", ",\"requested_at\":\"2026-11-30T10:00:00Z\""));
        Plan two = planOf("{\"requested_at\":\"2026-12-01T00:00:00Z\",\"trace_id\":\"1-x\",\"amount\":{\"currency\":"
                + "\"EUR\",\"value\":4.49E1},\"order_no\":\"A-1\",\"tenant_id\":\"acme\",\"type\":\"order.placed\"}");

        assertThat(two.canonicalInput()).isEqualTo(one.canonicalInput());
        assertThat(two.executionName()).isEqualTo(one.executionName());
        assertThat(two.inputFingerprint()).isEqualTo(one.inputFingerprint());
    }

    @Test
    void plan_keepsTheName_butChangesTheInput_whenAmountChanges() {
        Plan one = planOf(order("\"acme\"", "\"A-1\"", ""));
        Plan two = planOf(order("\"acme\"", "\"A-1\"", "").replace("44.90", "45"));

        assertThat(two.executionName()).isEqualTo(one.executionName());
        assertThat(two.canonicalInput()).isNotEqualTo(one.canonicalInput());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "{\"type\":\"order.placed\",|MALFORMED_JSON|malformed JSON at line 1",
                "[1,2]|NOT_AN_OBJECT|body is not a JSON object",
                "|MALFORMED_JSON|malformed JSON",
                "{\"type\":\"order.shipped\"}|NO_ROUTE|no route matches the body",
                "{\"type\":\"order.placed\",\"tenant_id\":\"acme\"}|MISSING_KEY|key field /order_no is missing",
                "{\"type\":\"order.placed\",\"order_no\":\"A\"}|MISSING_KEY|key field /tenant_id is missing",
                "{\"type\":\"order.placed\",\"tenant_id\":\"a\",\"order_no\":{}}|BAD_KEY_TYPE|was object",
                "{\"type\":\"order.placed\",\"tenant_id\":\"a\",\"order_no\":[]}|BAD_KEY_TYPE|was array",
                "{\"type\":\"order.placed\",\"tenant_id\":\"a\",\"order_no\":null}|BAD_KEY_TYPE|was null",
                "{\"type\":\"order.placed\",\"tenant_id\":\"a\",\"order_no\":true}|BAD_KEY_TYPE|was boolean",
                "{\"type\":\"order.placed\",\"tenant_id\":\"a\",\"order_no\":\"  \"}|EMPTY_KEY|/order_no is empty",
                "{\"type\":\"order.placed\",\"type\":\"order.placed\"}|MALFORMED_JSON|malformed JSON",
                "{\"type\":\"order.placed\"} trailing|MALFORMED_JSON|malformed JSON"
            })
    void plan_rejectsBadBodies_withPreciseReasons(String body, Reason reason, String detail) {
        Rejection rejection = PlanResults.rejection(planner.plan(body));

        assertThat(rejection.reason()).isEqualTo(reason);
        assertThat(rejection.detail()).contains(detail);
    }

    @Test
    void plan_rejectsInputOverTheLimit_withItsSize() {
        String big = "\"" + "x".repeat(Planner.MAX_INPUT_BYTES) + "\"";

        PlanResult result = planner.plan(order("\"acme\"", "\"A-1\"", ",\"customer\":" + big));

        Rejection rejection = PlanResults.rejection(result);
        assertThat(rejection.reason()).isEqualTo(Reason.INPUT_TOO_LARGE);
        assertThat(rejection.route()).contains("order-placed");
        assertThat(rejection.detail()).contains("over the 262144-byte limit");
    }

    @Test
    void plan_acceptsNumericKeys_inTheirCanonicalSpelling() {
        Plan one = planOf(order("\"acme\"", "1001.0", ""));
        Plan two = planOf(order("\"acme\"", "1001", ""));

        assertThat(one.executionName()).isEqualTo(two.executionName()).startsWith("order-1001-");
    }

    @Test
    void executionName_findsTheNameTheDispatcherUsed_fromRawBusinessKeys() {
        Plan plan = planOf(order("\"acme\"", "\"A-1001\"", ""));

        NamedKey found = planner.executionName("order-placed", " ACME", List.of("a-1001 "));

        assertThat(found).isEqualTo(plan.key());
    }

    @Test
    void executionName_refusesUnknownRoutesAndWrongKeyCounts() {
        assertThatThrownBy(() -> planner.executionName("nope", "acme", List.of("A")))
                .hasMessageContaining("no route named nope");
        assertThatThrownBy(() -> planner.executionName("points-earned", "acme", List.of("M-5")))
                .hasMessageContaining("has 2 key fields, got 1");
    }
}

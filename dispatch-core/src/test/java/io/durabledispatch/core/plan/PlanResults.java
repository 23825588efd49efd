package io.durabledispatch.core.plan;

import static org.assertj.core.api.Assertions.fail;

/** A planner's result as the kind a test expects; the other kind fails the test and says what it was. */
public final class PlanResults {
    private PlanResults() {}

    public static Plan plan(PlanResult result) {
        return result.fold(plan -> plan, rejection -> fail("expected a plan, was " + rejection));
    }

    public static Rejection rejection(PlanResult result) {
        return result.fold(plan -> fail("expected a rejection, was a plan named " + plan.executionName()), r -> r);
    }
}

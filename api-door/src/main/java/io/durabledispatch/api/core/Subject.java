package io.durabledispatch.api.core;

import io.durabledispatch.core.plan.Plan;
import io.durabledispatch.routes.Route;
import java.util.List;

/**
 * The business request an answer is about: its route, normalised tenant and key values, generation, and the name
 * they give the execution. A start knows it from its plan; a status read from the status resource's path.
 */
record Subject(Route route, String tenant, List<String> keyValues, int generation, String executionName) {
    Subject {
        keyValues = List.copyOf(keyValues);
    }

    static Subject of(Plan plan) {
        return new Subject(plan.route(), plan.tenant(), plan.keyValues(), plan.generation(), plan.executionName());
    }

    String location() {
        return StatusResource.location(this);
    }
}

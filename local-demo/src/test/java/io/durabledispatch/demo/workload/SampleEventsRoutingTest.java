package io.durabledispatch.demo.workload;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.routes.document.RouteDocuments;
import io.durabledispatch.tables.samples.SampleWorkflow;
import io.durabledispatch.tables.samples.SampleWorkflows;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** What the demo sends each sample is what the dispatcher's default routes start that sample with. */
class SampleEventsRoutingTest {
    private final Planner planner = new Planner(RouteDocuments.load("classpath:routes/default-routes.json"));
    private final BusinessEvents events = new BusinessEvents(new Random(17L));

    @Test
    void eachSamplesEvents_arePlannedByItsRoute() {
        for (SampleWorkflow sample : SampleWorkflows.ALL) {
            for (int n = 0; n < 20; n++) {
                String body = events.event(sample, "acme", n, "M-" + n).toString();

                assertThat(plannedRoute(body)).as(body).isEqualTo(sample.route().name());
            }
        }
    }

    @Test
    void eachSamplesConflictingCopy_keepsItsKey_andChangesItsInput() {
        for (SampleWorkflow sample : SampleWorkflows.ALL) {
            ObjectNode original = events.event(sample, "acme", 3, "M-3");
            ObjectNode copy = events.resend(original);
            BusinessEvents.conflict(copy, sample.events().conflict());

            assertThat(plan(copy.toString()).key())
                    .isEqualTo(plan(original.toString()).key());
            assertThat(plan(copy.toString()).canonicalInput())
                    .as(sample.functionName())
                    .isNotEqualTo(plan(original.toString()).canonicalInput());
        }
    }

    private String plannedRoute(String body) {
        return planner.plan(body).fold(plan -> plan.route().name(), rejection -> "rejected: " + rejection);
    }

    private io.durabledispatch.core.plan.Plan plan(String body) {
        return planner.plan(body).fold(plan -> plan, rejection -> {
            throw new AssertionError("rejected: " + rejection);
        });
    }
}

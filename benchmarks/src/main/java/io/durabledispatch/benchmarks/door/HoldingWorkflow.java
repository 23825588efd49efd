package io.durabledispatch.benchmarks.door;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.runtime.DurableContext;
import io.durabledispatch.runtime.DurableHandler;
import io.durabledispatch.runtime.DurableRuntime;
import java.time.Duration;

/**
 * A durable function that starts a durable wait longer than any run and returns PENDING: its executions stay
 * RUNNING, as a real workflow still runs when the HTTP door reads it right after the start, so every new request
 * is answered {@code 202}. One checkpoint per execution, the same for both doors.
 */
final class HoldingWorkflow extends DurableHandler<JsonNode, String> {
    HoldingWorkflow(DurableRuntime runtime) {
        super(JsonNode.class, runtime);
    }

    @Override
    protected String handle(JsonNode input, DurableContext context) {
        context.sleep("hold", Duration.ofHours(1));
        return "held";
    }
}

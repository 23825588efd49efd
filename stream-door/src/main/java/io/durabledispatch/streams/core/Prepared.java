package io.durabledispatch.streams.core;

import io.durabledispatch.core.plan.PlanResult;
import java.util.Optional;

/**
 * A record with its plan, made before anything starts: the plan's execution name says which records share a key
 * and must keep their order.
 *
 * @param index its position in the batch
 * @param plan empty when the payload is no body (unreadable or removed)
 */
record Prepared(int index, StreamRecord record, Optional<PlanResult> plan) {
    /** Records with the same lane run one after another; a record that starts nothing has a lane of its own. */
    String lane() {
        String own = record.shard() + "#" + index;
        return plan.map(result -> result.fold(
                        planned -> record.shard() + "/"
                                + planned.route().target().describe() + "/" + planned.executionName(),
                        rejection -> own))
                .orElse(own);
    }
}

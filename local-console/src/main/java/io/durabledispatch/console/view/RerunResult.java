package io.durabledispatch.console.view;

import io.durabledispatch.ops.rerun.RerunDecision;

/**
 * A re-run that was sent, as JSON: the generation that was re-run and the new one's execution name (the
 * dispatcher starts it when the message is delivered).
 */
public record RerunResult(String latestName, String latestStatus, int generation, String executionName) {
    public static RerunResult of(RerunDecision.Send send) {
        return new RerunResult(send.latest().name(), send.latest().status(), send.generation(), send.executionName());
    }
}

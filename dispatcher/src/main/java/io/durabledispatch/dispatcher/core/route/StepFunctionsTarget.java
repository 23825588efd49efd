package io.durabledispatch.dispatcher.core.route;

import java.util.Objects;

/** A Step Functions STANDARD state machine (EXPRESS ignores execution names, so it cannot deduplicate). */
public record StepFunctionsTarget(String stateMachineArn) implements Target {
    public StepFunctionsTarget {
        Objects.requireNonNull(stateMachineArn, "stateMachineArn");
    }

    @Override
    public String describe() {
        return "stepfunctions:" + stateMachineArn;
    }
}

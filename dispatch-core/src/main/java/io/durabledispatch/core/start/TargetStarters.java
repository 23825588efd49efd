package io.durabledispatch.core.start;

import io.durabledispatch.routes.LambdaDurableTarget;
import io.durabledispatch.routes.StepFunctionsTarget;
import io.durabledispatch.routes.Target;

/** One starter per kind of target; a new kind of target does not compile until it has its starter here. */
public record TargetStarters(
        WorkflowStarter<LambdaDurableTarget> lambda, WorkflowStarter<StepFunctionsTarget> stepFunctions) {

    public StartResult start(Target target, String executionName, String canonicalInput) {
        return target.fold(
                function -> lambda.start(function, executionName, canonicalInput),
                machine -> stepFunctions.start(machine, executionName, canonicalInput));
    }
}

package io.durabledispatch.dispatcher.core;

import io.durabledispatch.dispatcher.core.route.LambdaDurableTarget;
import io.durabledispatch.dispatcher.core.route.StepFunctionsTarget;
import io.durabledispatch.dispatcher.core.route.Target;

/** One starter per kind of target. */
public record TargetStarters(
        WorkflowStarter<LambdaDurableTarget> lambda, WorkflowStarter<StepFunctionsTarget> stepFunctions) {

    StartResult start(Target target, String executionName, String canonicalInput) {
        if (target instanceof LambdaDurableTarget lambdaTarget) {
            return lambda.start(lambdaTarget, executionName, canonicalInput);
        }
        return stepFunctions.start((StepFunctionsTarget) target, executionName, canonicalInput);
    }
}

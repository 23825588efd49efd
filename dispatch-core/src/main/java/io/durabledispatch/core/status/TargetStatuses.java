package io.durabledispatch.core.status;

import io.durabledispatch.routes.LambdaDurableTarget;
import io.durabledispatch.routes.StepFunctionsTarget;
import io.durabledispatch.routes.Target;
import java.util.Optional;

/** One status reader per kind of target; a new kind of target does not compile until it has its reader here. */
public record TargetStatuses(
        ExecutionStatus<? super LambdaDurableTarget> lambda,
        ExecutionStatus<? super StepFunctionsTarget> stepFunctions) {

    public StatusAnswer read(Target target, String executionName, Optional<String> executionId) {
        return target.fold(
                function -> lambda.read(function, executionName, executionId),
                machine -> stepFunctions.read(machine, executionName, executionId));
    }
}

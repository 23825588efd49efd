package io.durabledispatch.ops.rerun;

import io.durabledispatch.ops.inspect.EngineExecutions;
import io.durabledispatch.routes.LambdaDurableTarget;
import io.durabledispatch.routes.Route;
import io.durabledispatch.routes.StepFunctionsTarget;
import java.util.Optional;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.sfn.SfnClient;

/**
 * Looks executions up through the engines' public APIs, so the same calls work against the local emulators and
 * real AWS: ListDurableExecutionsByFunction (by name) then GetDurableExecution with its data for Lambda;
 * DescribeExecution for Step Functions (an execution's ARN follows from its name).
 */
public final class EngineLookup implements ExecutionLookup {
    private final LambdaClient lambda;
    private final SfnClient stepFunctions;

    public EngineLookup(LambdaClient lambda, SfnClient stepFunctions) {
        this.lambda = lambda;
        this.stepFunctions = stepFunctions;
    }

    @Override
    public Optional<FoundExecution> find(Route route, String executionName) {
        return route.target().fold(function -> lambda(function, executionName), machine -> sfn(machine, executionName));
    }

    private Optional<FoundExecution> lambda(LambdaDurableTarget function, String name) {
        return EngineExecutions.listedByName(lambda, function, name)
                .map(e -> lambda.getDurableExecution(
                        b -> b.durableExecutionArn(e.durableExecutionArn()).includeExecutionData(true)))
                .map(e -> new FoundExecution(name, e.statusAsString(), e.inputPayload()));
    }

    private Optional<FoundExecution> sfn(StepFunctionsTarget machine, String name) {
        return EngineExecutions.described(stepFunctions, machine, name)
                .map(e -> new FoundExecution(name, e.statusAsString(), e.input()));
    }
}

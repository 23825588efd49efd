package io.durabledispatch.local.inspect;

import io.durabledispatch.routes.LambdaDurableTarget;
import io.durabledispatch.routes.Route;
import io.durabledispatch.routes.RouteTable;
import io.durabledispatch.routes.StepFunctionsTarget;
import io.durabledispatch.routes.Target;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.model.Execution;
import software.amazon.awssdk.services.sfn.SfnClient;
import software.amazon.awssdk.services.sfn.model.ExecutionDoesNotExistException;
import software.amazon.awssdk.services.sfn.model.ExecutionListItem;

/**
 * Reads executions from the engines the routes target, through their public APIs (the same calls work against
 * the local emulators and real AWS): ListDurableExecutionsByFunction, ListExecutions, DescribeExecution.
 */
public final class EngineExecutions {
    /** The largest page both list APIs allow: a tenth of the calls of their default of 100. */
    private static final int PAGE = 1000;

    private final LambdaClient lambda;
    private final SfnClient stepFunctions;
    private final RouteTable routes;

    public EngineExecutions(LambdaClient lambda, SfnClient stepFunctions, RouteTable routes) {
        this.lambda = lambda;
        this.stepFunctions = stepFunctions;
        this.routes = routes;
    }

    /** Every execution of every routed workflow. */
    public List<ExecutionRecord> all() {
        List<ExecutionRecord> executions = new ArrayList<>();
        routes.routes().stream().map(Route::target).distinct().forEach(target -> executions.addAll(of(target)));
        return executions;
    }

    /** The execution the route's workflow runs under {@code name}, if one was started. */
    public Optional<ExecutionRecord> find(Route route, String name) {
        return route.target().fold(function -> find(function, name), machine -> describe(machine, name));
    }

    private List<ExecutionRecord> of(Target target) {
        return target.fold(this::functionExecutions, this::machineExecutions);
    }

    private Optional<ExecutionRecord> find(LambdaDurableTarget function, String name) {
        return lambda
                .listDurableExecutionsByFunctionPaginator(b -> b.functionName(function.function())
                        .qualifier(function.qualifier())
                        .durableExecutionName(name))
                .durableExecutions()
                .stream()
                .filter(e -> e.durableExecutionName().equals(name))
                .map(e -> record(function, e))
                .findFirst();
    }

    private List<ExecutionRecord> functionExecutions(LambdaDurableTarget function) {
        return lambda
                .listDurableExecutionsByFunctionPaginator(b -> b.functionName(function.function())
                        .qualifier(function.qualifier())
                        .maxItems(PAGE))
                .durableExecutions()
                .stream()
                .map(e -> record(function, e))
                .toList();
    }

    private List<ExecutionRecord> machineExecutions(StepFunctionsTarget machine) {
        return stepFunctions
                .listExecutionsPaginator(
                        b -> b.stateMachineArn(machine.stateMachineArn()).maxResults(PAGE))
                .executions()
                .stream()
                .map(e -> record(machine, e))
                .toList();
    }

    private Optional<ExecutionRecord> describe(StepFunctionsTarget machine, String name) {
        try {
            var e = stepFunctions.describeExecution(b -> b.executionArn(machine.executionArn(name)));
            return Optional.of(new ExecutionRecord(
                    machine.stateMachineName(),
                    e.name(),
                    e.statusAsString(),
                    e.startDate(),
                    Optional.ofNullable(e.stopDate()),
                    e.executionArn()));
        } catch (ExecutionDoesNotExistException notStarted) {
            return Optional.empty();
        }
    }

    private static ExecutionRecord record(LambdaDurableTarget function, Execution e) {
        return new ExecutionRecord(
                function.function(),
                e.durableExecutionName(),
                e.statusAsString(),
                e.startTimestamp(),
                Optional.ofNullable(e.endTimestamp()),
                e.durableExecutionArn());
    }

    private static ExecutionRecord record(StepFunctionsTarget machine, ExecutionListItem e) {
        return new ExecutionRecord(
                machine.stateMachineName(),
                e.name(),
                e.statusAsString(),
                e.startDate(),
                Optional.ofNullable(e.stopDate()),
                e.executionArn());
    }
}

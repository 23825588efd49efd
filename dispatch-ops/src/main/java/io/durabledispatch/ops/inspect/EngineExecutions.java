package io.durabledispatch.ops.inspect;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.routes.LambdaDurableTarget;
import io.durabledispatch.routes.Route;
import io.durabledispatch.routes.RouteTable;
import io.durabledispatch.routes.StepFunctionsTarget;
import io.durabledispatch.routes.Target;
import io.durabledispatch.routes.json.StrictJson;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.model.Execution;
import software.amazon.awssdk.services.sfn.SfnClient;
import software.amazon.awssdk.services.sfn.model.DescribeExecutionResponse;
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

    /**
     * The executions of one tenant, of every route or of {@code routes}. The tenant is read from each execution's
     * canonical input, where the dispatcher put it normalised (names do not show it: it is only in their hash),
     * and compared with {@code tenant} normalised as each route normalises it. Costs one call per execution
     * (GetDurableExecution with its data, DescribeExecution): the list calls do not return inputs.
     */
    public List<ExecutionRecord> ofTenant(String tenant, List<Route> of) {
        Map<Target, List<Route>> byTarget = new LinkedHashMap<>();
        of.forEach(route ->
                byTarget.computeIfAbsent(route.target(), t -> new ArrayList<>()).add(route));
        List<ExecutionRecord> executions = new ArrayList<>();
        byTarget.forEach((target, targeting) -> {
            for (ExecutionRecord execution : of(target)) {
                String input = input(target, execution.arn());
                if (targeting.stream()
                        .anyMatch(route ->
                                tenantOf(route, input).equals(route.tenant().normalize(tenant))))
                    executions.add(execution);
            }
        });
        return executions;
    }

    private String input(Target target, String arn) {
        return target.fold(
                function -> lambda.getDurableExecution(
                                b -> b.durableExecutionArn(arn).includeExecutionData(true))
                        .inputPayload(),
                machine -> stepFunctions
                        .describeExecution(b -> b.executionArn(arn))
                        .input());
    }

    /** The tenant in a canonical input; "" when it has none (a foreign or broken input matches no tenant). */
    private static String tenantOf(Route route, String input) {
        if (input == null) return "";
        try {
            JsonNode value = StrictJson.parse(input).at(route.tenant().pointer());
            return value.isValueNode() && !value.isNull() ? value.asText() : "";
        } catch (JsonProcessingException e) {
            return "";
        }
    }

    /** The execution the route's workflow runs under {@code name}, if one was started. */
    public Optional<ExecutionRecord> find(Route route, String name) {
        return route.target().fold(function -> find(function, name), machine -> describe(machine, name));
    }

    private List<ExecutionRecord> of(Target target) {
        return target.fold(this::functionExecutions, this::machineExecutions);
    }

    private Optional<ExecutionRecord> find(LambdaDurableTarget function, String name) {
        return listedByName(lambda, function, name).map(e -> record(function, e));
    }

    /**
     * The durable execution {@code function} runs under exactly {@code name}, as the list API shows it (the
     * name filter matches substrings, so the list is narrowed to the exact name).
     */
    public static Optional<Execution> listedByName(LambdaClient lambda, LambdaDurableTarget function, String name) {
        return lambda
                .listDurableExecutionsByFunctionPaginator(b -> b.functionName(function.function())
                        .qualifier(function.qualifier())
                        .durableExecutionName(name))
                .durableExecutions()
                .stream()
                .filter(e -> e.durableExecutionName().equals(name))
                .findFirst();
    }

    /** The Step Functions execution {@code machine} runs under {@code name}, if one was started. */
    public static Optional<DescribeExecutionResponse> described(
            SfnClient stepFunctions, StepFunctionsTarget machine, String name) {
        try {
            return Optional.of(stepFunctions.describeExecution(b -> b.executionArn(machine.executionArn(name))));
        } catch (ExecutionDoesNotExistException notStarted) {
            return Optional.empty();
        }
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
        return described(stepFunctions, machine, name)
                .map(e -> new ExecutionRecord(
                        machine.stateMachineName(),
                        e.name(),
                        e.statusAsString(),
                        e.startDate(),
                        Optional.ofNullable(e.stopDate()),
                        e.executionArn()));
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

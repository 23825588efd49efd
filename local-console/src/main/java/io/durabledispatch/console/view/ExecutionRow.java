package io.durabledispatch.console.view;

import io.durabledispatch.ops.inspect.ExecutionRecord;
import io.durabledispatch.routes.Route;
import java.time.Instant;

/** One line of the executions list, as JSON; times in epoch milliseconds, absent values null. */
public record ExecutionRow(
        String id,
        String name,
        String status,
        String route,
        String operation,
        String tenant,
        String target,
        long startedAt,
        Long endedAt,
        Long durationMillis) {

    static ExecutionRow of(ExecutionRecord execution, RouteCatalog catalog) {
        Route route = catalog.routeOf(execution.workflow()).orElse(null);
        Long ended = execution.ended().map(Instant::toEpochMilli).orElse(null);
        long started = execution.started().toEpochMilli();
        return new ExecutionRow(
                execution.arn(),
                execution.name(),
                execution.status(),
                route == null ? null : route.name(),
                route == null ? null : route.operation(),
                route == null
                        ? null
                        : execution
                                .input()
                                .flatMap(input -> catalog.tenantOf(route, input))
                                .orElse(null),
                execution.workflow(),
                started,
                ended,
                ended == null ? null : ended - started);
    }
}

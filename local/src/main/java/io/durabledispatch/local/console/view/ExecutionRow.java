package io.durabledispatch.local.console.view;

import io.durabledispatch.local.console.ExecutionRecord;
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
        Route route = catalog.routeOf(execution.target()).orElse(null);
        Long ended = execution.endedAt().map(Instant::toEpochMilli).orElse(null);
        long started = execution.startedAt().toEpochMilli();
        return new ExecutionRow(
                execution.id(),
                execution.name(),
                execution.status(),
                route == null ? null : route.name(),
                route == null ? null : route.operation(),
                route == null
                        ? null
                        : catalog.tenantOf(route, execution.input()).orElse(null),
                execution.target(),
                started,
                ended,
                ended == null ? null : ended - started);
    }
}

package io.durabledispatch.console.view;

import io.durabledispatch.console.ConsoleBackend;
import io.durabledispatch.console.activity.ActivitySnapshot;
import io.durabledispatch.ops.inspect.ExecutionRecord;
import io.durabledispatch.routes.Route;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The executions pages: the backend's records, enriched with route and tenant, filtered and sorted. */
public final class ExecutionViews {
    private final ConsoleBackend backend;
    private final RouteCatalog catalog;

    public ExecutionViews(ConsoleBackend backend, RouteCatalog catalog) {
        this.backend = backend;
        this.catalog = catalog;
    }

    /** Newest first. */
    public List<ExecutionRow> list(ExecutionFilter filter) {
        return backend.executions().stream()
                .map(execution -> ExecutionRow.of(execution, catalog))
                .filter(filter::matches)
                .sorted(Comparator.comparingLong(ExecutionRow::startedAt)
                        .reversed()
                        .thenComparing(ExecutionRow::name))
                .toList();
    }

    public Optional<ExecutionPage> page(String id) {
        return backend.execution(id).map(detail -> ExecutionPage.of(detail, backend.history(id), catalog));
    }

    /**
     * What a re-run of this execution's request needs: its route, tenant and key values, read from its canonical
     * input. Empty for an unknown id; a 400 for an execution no route started.
     */
    public Optional<RerunRequest> rerunRequest(String id) {
        return backend.execution(id).map(detail -> RerunRequest.of(detail.execution(), catalog));
    }

    /** Throws IllegalArgumentException for an unknown route or a wrong number of key values. */
    public KeyLookup lookup(String route, String tenant, List<String> keyValues) {
        String name = catalog.executionName(route, tenant, keyValues);
        Optional<ExecutionRow> found = list(new ExecutionFilter(null, route, null)).stream()
                .filter(row -> row.name().equals(name))
                .findFirst();
        return new KeyLookup(name, found.orElse(null));
    }

    /**
     * The dispatcher's numbers per operation (of one tenant's records when the snapshot is a tenant's), with the
     * executions started since it began counting, as the engines report them.
     */
    public List<OperationNumbers> operationNumbers(ActivitySnapshot activity) {
        Map<String, Long> created = new HashMap<>();
        for (ExecutionRecord execution : backend.executions()) {
            if (execution.started().toEpochMilli() < activity.startedAt()) continue;
            Optional<Route> route = catalog.routeOf(execution.workflow());
            if (route.isEmpty() || !ofTenant(route.get(), execution, activity.tenant())) continue;
            created.merge(route.get().operation(), 1L, Long::sum);
        }
        return OperationNumbers.of(activity, created);
    }

    /** Reads the input only when a tenant is asked for: listing them all parses nothing. */
    private boolean ofTenant(Route route, ExecutionRecord execution, String tenant) {
        if (tenant == null) return true;
        return execution
                .input()
                .flatMap(input -> catalog.tenantOf(route, input))
                .filter(tenant::equalsIgnoreCase)
                .isPresent();
    }

    public List<RouteKeys> routes() {
        return catalog.routes().stream().map(RouteKeys::of).toList();
    }
}

package io.durabledispatch.emulators.lambda;

import io.durabledispatch.durableservice.DurableExecutionService;
import io.durabledispatch.durableservice.ExecutionListing;
import io.durabledispatch.durableservice.ExecutionView;
import io.durabledispatch.durableservice.ListExecutionsQuery;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/** Collects every execution of the hosted functions by paging the service's listing. */
final class ExecutionReadModel {
    private static final int PAGE = 1000;

    private ExecutionReadModel() {}

    static List<ExecutionView> all(DurableExecutionService service, Set<String> functionNames) {
        List<ExecutionView> all = new ArrayList<>();
        for (String function : functionNames) {
            String marker = null;
            do {
                ExecutionListing page = service.list(new ListExecutionsQuery(function, null, Set.of(), marker, PAGE));
                all.addAll(page.executions());
                marker = page.nextMarker();
            } while (marker != null);
        }
        all.sort(Comparator.comparing(ExecutionView::startTimestamp));
        return all;
    }
}

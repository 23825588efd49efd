package io.durabledispatch.local.lambda;

import io.durabledispatch.runtime.service.DurableExecutionService;
import io.durabledispatch.runtime.service.ExecutionListing;
import io.durabledispatch.runtime.service.ExecutionView;
import io.durabledispatch.runtime.service.ListExecutionsQuery;
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

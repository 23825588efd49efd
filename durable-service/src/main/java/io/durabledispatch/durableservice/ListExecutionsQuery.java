package io.durabledispatch.durableservice;

import java.util.Objects;
import java.util.Set;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;

/** ListDurableExecutionsByFunction: a function, optional name-contains and status filters, a page. */
public record ListExecutionsQuery(
        String functionName, String nameContains, Set<ExecutionStatus> statuses, String marker, int maxItems) {

    public ListExecutionsQuery {
        Objects.requireNonNull(functionName, "functionName");
        statuses = statuses == null ? Set.of() : Set.copyOf(statuses);
        maxItems = maxItems <= 0 ? 100 : Math.min(maxItems, 1000);
    }

    public static ListExecutionsQuery of(String functionName) {
        return new ListExecutionsQuery(functionName, null, Set.of(), null, 100);
    }

    boolean matches(ExecutionView view) {
        return view.functionName().equals(functionName)
                && (nameContains == null || view.executionName().contains(nameContains))
                && (statuses.isEmpty() || statuses.contains(view.status()));
    }
}

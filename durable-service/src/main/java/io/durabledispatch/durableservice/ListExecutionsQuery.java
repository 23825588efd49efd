package io.durabledispatch.durableservice;

import java.time.Instant;
import java.util.Objects;
import java.util.Set;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;

/**
 * ListDurableExecutionsByFunction: a function, optionally one version (null: every version), a name-contains
 * filter, statuses, a start-time window (StartedAfter and StartedBefore, both exclusive), the order (oldest
 * first, or newest first with {@code reverse}) and a page.
 */
public record ListExecutionsQuery(
        String functionName,
        String version,
        String nameContains,
        Set<ExecutionStatus> statuses,
        Instant startedAfter,
        Instant startedBefore,
        boolean reverse,
        String marker,
        int maxItems) {

    public ListExecutionsQuery {
        Objects.requireNonNull(functionName, "functionName");
        statuses = statuses == null ? Set.of() : Set.copyOf(statuses);
        maxItems = maxItems <= 0 ? 100 : Math.min(maxItems, 1000);
    }

    /** Every version, every status, oldest first. */
    public ListExecutionsQuery(
            String functionName, String nameContains, Set<ExecutionStatus> statuses, String marker, int maxItems) {
        this(functionName, null, nameContains, statuses, null, null, false, marker, maxItems);
    }

    public static ListExecutionsQuery of(String functionName) {
        return new ListExecutionsQuery(functionName, null, Set.of(), null, 100);
    }

    boolean matches(ExecutionView view) {
        return view.functionName().equals(functionName)
                && (version == null || view.version().equals(version))
                && (nameContains == null || view.executionName().contains(nameContains))
                && (statuses.isEmpty() || statuses.contains(view.status()))
                && (startedAfter == null || view.startTimestamp().isAfter(startedAfter))
                && (startedBefore == null || view.startTimestamp().isBefore(startedBefore));
    }
}

package io.durabledispatch.console.view;

import io.durabledispatch.console.activity.ActivityLog;
import io.durabledispatch.console.activity.ActivitySnapshot;
import io.durabledispatch.core.start.Outcome;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * What the dispatcher did per operation since the console started, as JSON.
 *
 * <p>Lambda answers a duplicate start like a new one (ACCEPTED), so the records alone cannot tell new from
 * duplicate; the engines can: {@code newExecutions} counts the executions of the operation's workflows started
 * since counting began, and every STARTED or ACCEPTED record beyond those was a duplicate the engine collapsed.
 * Step Functions says which is which itself (STARTED, DUPLICATE), and the same sum then adds nothing.
 *
 * @param deliveries every record handled, retried ones included (each delivery counts)
 * @param duplicates DUPLICATE records plus STARTED and ACCEPTED ones beyond {@code newExecutions}
 * @param retried RETRYABLE records: they come back as further deliveries
 */
public record OperationNumbers(
        String operation,
        long deliveries,
        long newExecutions,
        long duplicates,
        long conflicts,
        long invalid,
        long retried) {

    /** @param newExecutions operation → executions started since {@code activity.startedAt()} */
    static List<OperationNumbers> of(ActivitySnapshot activity, Map<String, Long> newExecutions) {
        Set<String> operations = new TreeSet<>(newExecutions.keySet());
        activity.totals().values().forEach(perOperation -> operations.addAll(perOperation.keySet()));
        List<OperationNumbers> rows = new ArrayList<>();
        for (String operation : operations) {
            rows.add(of(operation, activity.totals(), newExecutions.getOrDefault(operation, 0L)));
        }
        // The unrouted row is not an operation: last, whatever sorts first.
        rows.sort(Comparator.comparing((OperationNumbers row) -> row.operation().equals(ActivityLog.UNROUTED))
                .thenComparing(OperationNumbers::operation));
        return rows;
    }

    private static OperationNumbers of(String operation, Map<String, Map<String, Long>> totals, long created) {
        long deliveries = 0;
        for (Map<String, Long> perOperation : totals.values()) deliveries += perOperation.getOrDefault(operation, 0L);
        long starts = count(totals, Outcome.STARTED, operation) + count(totals, Outcome.ACCEPTED, operation);
        return new OperationNumbers(
                operation,
                deliveries,
                created,
                count(totals, Outcome.DUPLICATE, operation) + Math.max(0, starts - created),
                count(totals, Outcome.CONFLICT, operation),
                count(totals, Outcome.INVALID, operation),
                count(totals, Outcome.RETRYABLE, operation));
    }

    private static long count(Map<String, Map<String, Long>> totals, Outcome outcome, String operation) {
        return totals.getOrDefault(outcome.name(), Map.of()).getOrDefault(operation, 0L);
    }
}

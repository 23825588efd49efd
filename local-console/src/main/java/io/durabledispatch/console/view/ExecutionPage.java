package io.durabledispatch.console.view;

import io.durabledispatch.console.ExecutionDetail;
import io.durabledispatch.console.HistoryRecord;
import java.util.List;

/**
 * The detail page of one execution, as JSON.
 *
 * @param kind DURABLE_FUNCTION (operations and history) or STATE_MACHINE (history only)
 * @param input the canonical input, as the engine received it
 * @param result the output JSON, or null
 * @param error the error, or null
 * @param history the engine's history, oldest first (GetDurableExecutionHistory or GetExecutionHistory)
 */
public record ExecutionPage(
        ExecutionRow execution,
        String kind,
        String input,
        String result,
        String error,
        List<OperationRow> operations,
        List<HistoryRow> history) {

    static ExecutionPage of(ExecutionDetail detail, List<HistoryRecord> history, RouteCatalog catalog) {
        return new ExecutionPage(
                ExecutionRow.of(detail.execution(), catalog),
                detail.kind().name(),
                detail.execution().input().orElse(null),
                detail.result().orElse(null),
                detail.error().orElse(null),
                detail.operations().stream().map(OperationRow::of).toList(),
                history.stream().map(HistoryRow::of).toList());
    }
}

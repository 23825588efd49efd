package io.durabledispatch.console.view;

import io.durabledispatch.console.OperationRecord;
import java.time.Instant;

/** One line of an execution's operations timeline, as JSON; times in epoch milliseconds. */
public record OperationRow(
        String id,
        String type,
        String name,
        String status,
        int attempts,
        Long startedAt,
        Long endedAt,
        String callbackId,
        boolean awaitingCallback,
        String detail) {

    static OperationRow of(OperationRecord operation) {
        return new OperationRow(
                operation.id(),
                operation.type(),
                operation.name(),
                operation.status(),
                operation.attempts(),
                operation.startedAt().map(Instant::toEpochMilli).orElse(null),
                operation.endedAt().map(Instant::toEpochMilli).orElse(null),
                operation.callbackId().orElse(null),
                operation.awaitingCallback(),
                operation.detail().orElse(null));
    }
}

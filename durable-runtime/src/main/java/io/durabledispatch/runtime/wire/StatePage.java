package io.durabledispatch.runtime.wire;

import java.util.List;
import software.amazon.awssdk.services.lambda.model.Operation;

/**
 * A page of operations: {@code InitialExecutionState}, a checkpoint's {@code NewExecutionState}, or a
 * {@code GetDurableExecutionState} response. A non-empty {@code NextMarker} means more pages exist.
 */
public record StatePage(List<Operation> operations, String nextMarker) {

    public StatePage {
        operations = operations == null ? List.of() : List.copyOf(operations);
    }

    public static StatePage complete(List<Operation> operations) {
        return new StatePage(operations, null);
    }

    public boolean hasMore() {
        return nextMarker != null && !nextMarker.isEmpty();
    }
}

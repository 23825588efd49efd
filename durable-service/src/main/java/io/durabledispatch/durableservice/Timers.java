package io.durabledispatch.durableservice;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.lambda.model.Operation;
import software.amazon.awssdk.services.lambda.model.OperationStatus;
import software.amazon.awssdk.services.lambda.model.OperationType;

/**
 * The transitions the service makes on its own when time passes (docs/reference/durable-protocol.md, "Statuses"): waits, retries,
 * callback deadlines.
 */
final class Timers {
    private Timers() {}

    static void fire(ExecutionRecord record, Instant now) {
        if (record.closed() || Lifecycle.timedOut(record, now)) {
            return;
        }
        for (Operation operation : List.copyOf(record.operations.values())) {
            if (waitElapsed(operation, now)) {
                moved(
                        record,
                        operation.toBuilder()
                                .status(OperationStatus.SUCCEEDED)
                                .endTimestamp(now)
                                .build(),
                        now);
            } else if (retryDue(operation, now)) {
                put(
                        record,
                        operation.toBuilder()
                                .status(OperationStatus.READY)
                                .stepDetails(operation.stepDetails().toBuilder()
                                        .nextAttemptTimestamp(null)
                                        .build())
                                .build(),
                        now);
            }
        }
        for (Map.Entry<String, CallbackTimer> timer : List.copyOf(record.callbackTimers.entrySet())) {
            String expired = timer.getValue().expired(now);
            if (expired != null) {
                record.callbackTimers.remove(timer.getKey());
                Operation callback = record.operations.get(timer.getKey());
                var error = Lifecycle.error(expired, "callback " + callback.name() + " timed out");
                moved(
                        record,
                        callback.toBuilder()
                                .status(OperationStatus.TIMED_OUT)
                                .endTimestamp(now)
                                .callbackDetails(callback.callbackDetails().toBuilder()
                                        .error(error)
                                        .build())
                                .build(),
                        now);
            }
        }
    }

    /** The earliest moment something becomes due for this execution, if any. */
    static Optional<Instant> nextWakeUp(ExecutionRecord record, ServiceSettings settings) {
        if (record.closed()) {
            return Optional.of(record.endTimestamp.plus(record.identity().retention()));
        }
        List<Instant> moments = new ArrayList<>();
        moments.add(record.identity().deadline());
        moments.add(record.invoking ? null : record.invokeAt);
        for (Operation operation : record.operations.values()) {
            if (operation.type() == OperationType.WAIT && operation.status() == OperationStatus.STARTED) {
                moments.add(operation.waitDetails().scheduledEndTimestamp());
            } else if (operation.type() == OperationType.STEP && operation.status() == OperationStatus.PENDING) {
                moments.add(operation.stepDetails().nextAttemptTimestamp());
            }
        }
        record.callbackTimers.values().forEach(timer -> moments.add(timer.earliest()));
        return moments.stream().filter(Objects::nonNull).min(Instant::compareTo);
    }

    private static boolean waitElapsed(Operation operation, Instant now) {
        return operation.type() == OperationType.WAIT
                && operation.status() == OperationStatus.STARTED
                && !now.isBefore(operation.waitDetails().scheduledEndTimestamp());
    }

    private static boolean retryDue(Operation operation, Instant now) {
        return operation.type() == OperationType.STEP
                && operation.status() == OperationStatus.PENDING
                && !now.isBefore(operation.stepDetails().nextAttemptTimestamp());
    }

    private static void put(ExecutionRecord record, Operation operation, Instant now) {
        record.operations.put(operation.id(), operation);
        Lifecycle.changed(record, operation.id(), now);
    }

    /** A move that closes the operation, with its event. */
    private static void moved(ExecutionRecord record, Operation operation, Instant now) {
        put(record, operation, now);
        EventTable.record(Change.reached(operation.status()), Occurrence.moved(record, operation), now);
    }
}

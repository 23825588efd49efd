package io.durabledispatch.durableservice;

import java.time.Instant;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.Operation;
import software.amazon.awssdk.services.lambda.model.OperationAction;
import software.amazon.awssdk.services.lambda.model.OperationStatus;
import software.amazon.awssdk.services.lambda.model.OperationUpdate;
import software.amazon.awssdk.services.lambda.model.StepDetails;

/**
 * Applies one validated update to an execution, stamping the service-assigned fields (docs/reference/durable-protocol.md:
 * "Steps", "Waits", "Callbacks").
 */
final class UpdateApplier {
    private UpdateApplier() {}

    static void apply(ExecutionRecord record, OperationUpdate update, Instant now) {
        Operation current = record.operations.get(update.id());
        Operation.Builder next = current == null ? fresh(update, now) : current.toBuilder();
        switch (update.type()) {
            case STEP -> step(next, current, update, now);
            case WAIT -> wait(next, update, now);
            case CALLBACK -> callback(record, next, update, now);
            case CONTEXT -> context(next, update, now);
            case CHAINED_INVOKE -> next.status(OperationStatus.STARTED);
            case EXECUTION -> {
                execution(record, update, now);
                return;
            }
            default -> throw new IllegalStateException("validated away: " + update.type());
        }
        Operation applied = next.build();
        record.operations.put(update.id(), applied);
        EventTable.record(Change.of(update), Occurrence.checkpointed(record, applied, update), now);
    }

    private static Operation.Builder fresh(OperationUpdate update, Instant now) {
        return Operation.builder()
                .id(update.id())
                .parentId(update.parentId())
                .name(update.name())
                .type(update.type())
                .subType(update.subType())
                .startTimestamp(now);
    }

    /** Attempt counts ended attempts: RETRY, SUCCEED and FAIL add one; START does not. */
    private static void step(Operation.Builder next, Operation current, OperationUpdate update, Instant now) {
        StepDetails details = current == null || current.stepDetails() == null
                ? StepDetails.builder().build()
                : current.stepDetails();
        int attempt = details.attempt() == null ? 0 : details.attempt();
        StepDetails.Builder changed = details.toBuilder().nextAttemptTimestamp(null);
        switch (update.action()) {
            case START -> next.status(OperationStatus.STARTED);
            case SUCCEED ->
                next.status(OperationStatus.SUCCEEDED)
                        .endTimestamp(now)
                        .stepDetails(changed.attempt(attempt + 1)
                                .result(update.payload())
                                .build());
            case FAIL ->
                next.status(OperationStatus.FAILED)
                        .endTimestamp(now)
                        .stepDetails(changed.attempt(attempt + 1)
                                .error(update.error())
                                .build());
            default ->
                next.status(OperationStatus.PENDING)
                        .stepDetails(changed.attempt(attempt + 1)
                                .error(update.error())
                                .result(update.payload())
                                .nextAttemptTimestamp(
                                        now.plusSeconds(update.stepOptions().nextAttemptDelaySeconds()))
                                .build());
        }
        if (update.action() == OperationAction.START && current != null) {
            next.stepDetails(changed.build());
        }
    }

    private static void wait(Operation.Builder next, OperationUpdate update, Instant now) {
        if (update.action() == OperationAction.CANCEL) {
            next.status(OperationStatus.CANCELLED).endTimestamp(now);
            return;
        }
        long seconds = update.waitOptions() == null || update.waitOptions().waitSeconds() == null
                ? 1
                : update.waitOptions().waitSeconds();
        next.status(OperationStatus.STARTED).waitDetails(w -> w.scheduledEndTimestamp(now.plusSeconds(seconds)));
    }

    private static void callback(ExecutionRecord record, Operation.Builder next, OperationUpdate update, Instant now) {
        String callbackId = CallbackIds.mint(record.identity().executionArn(), update.id());
        next.status(OperationStatus.STARTED).callbackDetails(c -> c.callbackId(callbackId));
        var options = update.callbackOptions();
        record.callbackTimers.put(
                update.id(),
                CallbackTimer.arm(
                        now,
                        options == null ? null : options.timeoutSeconds(),
                        options == null ? null : options.heartbeatTimeoutSeconds()));
    }

    private static void context(Operation.Builder next, OperationUpdate update, Instant now) {
        switch (update.action()) {
            case START -> next.status(OperationStatus.STARTED);
            case SUCCEED ->
                next.status(OperationStatus.SUCCEEDED)
                        .endTimestamp(now)
                        .contextDetails(c -> c.result(update.payload())
                                .replayChildren(
                                        update.contextOptions() == null
                                                ? null
                                                : update.contextOptions().replayChildren()));
            default ->
                next.status(OperationStatus.FAILED).endTimestamp(now).contextDetails(c -> c.error(update.error()));
        }
    }

    /** A result too large for the invocation output arrives as an EXECUTION checkpoint and closes it. */
    private static void execution(ExecutionRecord record, OperationUpdate update, Instant now) {
        if (update.action() == OperationAction.SUCCEED) {
            Lifecycle.close(record, ExecutionStatus.SUCCEEDED, update.payload(), null, now);
        } else {
            Lifecycle.close(record, ExecutionStatus.FAILED, null, update.error(), now);
        }
    }
}

package io.durabledispatch.durableservice;

import static io.durabledispatch.durableservice.DurableServiceException.invalidParameter;

import software.amazon.awssdk.services.lambda.model.OperationAction;
import software.amazon.awssdk.services.lambda.model.OperationStatus;
import software.amazon.awssdk.services.lambda.model.OperationUpdate;

/**
 * The valid actions per operation type and current status (docs/reference/durable-protocol.md, "Checkpoints", the table of
 * actions).
 */
final class ActionRules {
    private ActionRules() {}

    /** @param current the status before this update, null for a new id; returns the status after it */
    static OperationStatus check(OperationUpdate update, OperationStatus current) {
        OperationAction action = update.action();
        return switch (update.type()) {
            case STEP -> step(update, current);
            case WAIT ->
                action == OperationAction.START && current == null ? OperationStatus.STARTED : cancel(update, current);
            case CALLBACK -> startOnly(update, current);
            case CONTEXT -> action == OperationAction.START ? startOnly(update, current) : close(update, current);
            case EXECUTION -> executionClose(update);
            case CHAINED_INVOKE -> ChainedInvokes.check(update, current);
            default -> throw refuse(update, current);
        };
    }

    private static OperationStatus step(OperationUpdate update, OperationStatus current) {
        boolean open = current == null || current == OperationStatus.STARTED || current == OperationStatus.READY;
        switch (update.action()) {
            case START:
                if (current == null || current == OperationStatus.READY) {
                    return OperationStatus.STARTED;
                }
                throw refuse(update, current);
            case RETRY:
                if (!open
                        || update.stepOptions() == null
                        || update.stepOptions().nextAttemptDelaySeconds() == null) {
                    throw invalidParameter("a STEP RETRY needs an open step and StepOptions.NextAttemptDelaySeconds");
                }
                if (update.error() != null && update.payload() != null) {
                    throw invalidParameter("a STEP RETRY carries an Error or a Payload, not both");
                }
                return OperationStatus.PENDING;
            default:
                if (!open) {
                    throw refuse(update, current);
                }
                return close(update, current);
        }
    }

    private static OperationStatus close(OperationUpdate update, OperationStatus current) {
        if (current != null && current != OperationStatus.STARTED && current != OperationStatus.READY) {
            throw refuse(update, current);
        }
        return executionClose(update);
    }

    private static OperationStatus executionClose(OperationUpdate update) {
        if (update.action() == OperationAction.SUCCEED && update.error() == null) {
            return OperationStatus.SUCCEEDED;
        }
        if (update.action() == OperationAction.FAIL && update.payload() == null) {
            return OperationStatus.FAILED;
        }
        throw invalidParameter(update.type() + " " + update.action() + " is not valid here (SUCCEED without "
                + "Error, or FAIL without Payload)");
    }

    private static OperationStatus startOnly(OperationUpdate update, OperationStatus current) {
        if (update.action() == OperationAction.START && current == null) {
            return OperationStatus.STARTED;
        }
        throw refuse(update, current);
    }

    private static OperationStatus cancel(OperationUpdate update, OperationStatus current) {
        if (update.action() == OperationAction.CANCEL && current == OperationStatus.STARTED) {
            return OperationStatus.CANCELLED;
        }
        throw refuse(update, current);
    }

    private static DurableServiceException refuse(OperationUpdate update, OperationStatus current) {
        String state = current == null ? "a new operation" : "an operation in status " + current;
        return invalidParameter(
                update.type() + " " + update.action() + " is not valid for " + state + " (" + update.id() + ")");
    }
}

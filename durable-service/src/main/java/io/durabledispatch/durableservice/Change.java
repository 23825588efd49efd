package io.durabledispatch.durableservice;

import software.amazon.awssdk.services.lambda.model.OperationStatus;
import software.amazon.awssdk.services.lambda.model.OperationUpdate;

/**
 * What changes an operation: an action its function checkpoints (an {@code OperationUpdate}), or a move the
 * service makes on its own, named by the status it reaches. The key, with the operation's type, of
 * {@link EventTable}.
 */
enum Change {
    START,
    SUCCEED,
    FAIL,
    /** RETRY carrying an Error: the attempt failed and runs again after the delay. */
    RETRY_FAILED,
    /**
     * RETRY without an Error: the attempt succeeded (its Payload, if any, is the state the next one starts from)
     * and runs again after the delay, as wait-for-condition checkpoints a check that does not hold yet.
     */
    RETRY_SUCCEEDED,
    CANCEL,
    /** The service started it: the execution at Invoke, a chained invoke once the host started the target. */
    SERVICE_STARTED,
    /** The service closed it: a wait's end, a callback API call, a target's outcome, the execution's end. */
    SERVICE_SUCCEEDED,
    SERVICE_FAILED,
    SERVICE_TIMED_OUT,
    SERVICE_STOPPED;

    static Change of(OperationUpdate update) {
        return switch (update.action()) {
            case START -> START;
            case SUCCEED -> SUCCEED;
            case FAIL -> FAIL;
            case RETRY -> update.error() == null ? RETRY_SUCCEEDED : RETRY_FAILED;
            case CANCEL -> CANCEL;
            case UNKNOWN_TO_SDK_VERSION -> throw new IllegalArgumentException("validated away: " + update.action());
        };
    }

    /** The service's move to {@code status}. */
    static Change reached(OperationStatus status) {
        return switch (status) {
            case STARTED -> SERVICE_STARTED;
            case SUCCEEDED -> SERVICE_SUCCEEDED;
            case FAILED -> SERVICE_FAILED;
            case TIMED_OUT -> SERVICE_TIMED_OUT;
            case STOPPED -> SERVICE_STOPPED;
            case PENDING, READY, CANCELLED, UNKNOWN_TO_SDK_VERSION ->
                throw new IllegalArgumentException("the service records no move to " + status);
        };
    }
}

package io.durabledispatch.runtime.engine;

import io.durabledispatch.runtime.DurableException;
import io.durabledispatch.runtime.DurableLogger;
import io.durabledispatch.runtime.RetryPolicy;
import io.durabledispatch.runtime.StepFailedException;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.Operation;
import software.amazon.awssdk.services.lambda.model.OperationAction;

/** Runs or replays one step per its recorded status (see docs/reference/durable-protocol.md, "Steps"). */
final class StepExecutor {
    static final String INTERRUPTED = "StepInterrupted";

    private final Checkpointer checkpointer;
    private final PayloadSerde serde;
    private final DurableLogger stepLogger;

    StepExecutor(Checkpointer checkpointer, PayloadSerde serde, DurableLogger stepLogger) {
        this.checkpointer = checkpointer;
        this.serde = serde;
        this.stepLogger = stepLogger;
    }

    <T> T run(StepCall<T> call, Operation recorded) {
        if (recorded == null) {
            return attempt(call, 1, true);
        }
        int ended = recorded.stepDetails() == null || recorded.stepDetails().attempt() == null
                ? 0
                : recorded.stepDetails().attempt();
        return switch (recorded.status()) {
            case SUCCEEDED ->
                serde.deserialize(what(call), recorded.stepDetails().result(), call.resultType());
            case FAILED -> throw failure(call, recorded.stepDetails().error());
            case PENDING -> throw new SuspendExecution("step '" + call.name() + "' waits for its next attempt");
            case READY -> attempt(call, ended + 1, true);
            case STARTED ->
                call.atMostOnce() ? afterFailure(call, ended + 1, interrupted(call)) : attempt(call, ended + 1, false);
            default -> throw new IllegalStateException("step " + call.id() + " has status " + recorded.status());
        };
    }

    /** At-most-once: START is acknowledged before the body runs, so a crash mid-body is seen as such. */
    private <T> T attempt(StepCall<T> call, int attempt, boolean sendStart) {
        if (sendStart) {
            checkpointer.queue(call.update(OperationAction.START).build());
            if (call.atMostOnce()) {
                checkpointer.flush();
            }
        }
        T result;
        String payload;
        try {
            result = call.body().apply(new AttemptContext(attempt, stepLogger));
            payload = serde.serializeResult(what(call), result);
        } catch (DurableException e) {
            // The runtime's own refusals (an oversized result) would fail the same way on every attempt.
            return afterFailure(call, Integer.MAX_VALUE, Errors.of(e));
        } catch (Exception e) {
            return afterFailure(call, attempt, Errors.of(e));
        }
        checkpointer.queue(call.update(OperationAction.SUCCEED).payload(payload).build());
        checkpointer.flush();
        return result;
    }

    /** A failed attempt is retried after a durable delay (the function suspends) or fails the step. */
    private <T> T afterFailure(StepCall<T> call, int attempt, ErrorObject error) {
        RetryPolicy policy = call.options().retry();
        if (attempt < policy.maxAttempts()) {
            int delaySeconds = (int) Math.max(1, (policy.delayAfter(attempt).toMillis() + 999) / 1000);
            checkpointer.queue(call.update(OperationAction.RETRY)
                    .error(error)
                    .stepOptions(options -> options.nextAttemptDelaySeconds(delaySeconds))
                    .build());
            checkpointer.flush();
            throw new SuspendExecution("step '" + call.name() + "' retries in " + delaySeconds + " s");
        }
        checkpointer.queue(call.update(OperationAction.FAIL).error(error).build());
        checkpointer.flush();
        throw failure(call, error);
    }

    private static ErrorObject interrupted(StepCall<?> call) {
        return Errors.of(
                INTERRUPTED,
                "step '" + call.name() + "' (" + call.id() + ") started but did not finish; at most once per retry");
    }

    private static StepFailedException failure(StepCall<?> call, ErrorObject error) {
        String type = error == null ? "StepFailed" : error.errorType();
        String message = error == null ? "no error recorded" : error.errorMessage();
        return new StepFailedException(call.name(), type, message);
    }

    private static String what(StepCall<?> call) {
        return "step '" + call.name() + "'";
    }
}

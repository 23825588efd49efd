package io.durabledispatch.runtime.engine;

import io.durabledispatch.runtime.DurableLogger;
import io.durabledispatch.runtime.NonDeterministicExecutionException;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.lambda.model.Operation;
import software.amazon.awssdk.services.lambda.model.OperationType;
import software.amazon.awssdk.services.lambda.model.OperationUpdate;

/** The per-invocation machinery behind a context: ids, known state, checkpoints, replay and logging. */
final class Invocation {
    private final String executionArn;
    private final String executionName;
    private final ExecutionState state;
    private final Checkpointer checkpointer;
    private final PayloadSerde serde;
    private final OperationIds ids = new OperationIds();
    private final ReplayTracker replay;
    private final DurableLogger logger;
    private final DurableLogger stepLogger;
    private NonDeterministicExecutionException nonDeterminism;

    Invocation(String arn, String name, ExecutionState state, Checkpointer checkpointer, RuntimeOptions options) {
        this.executionArn = arn;
        this.executionName = name;
        this.state = state;
        this.checkpointer = checkpointer;
        this.serde = new PayloadSerde(options.maxResultBytes());
        this.replay = new ReplayTracker(state.size() - 1);
        this.logger = new ReplayAwareLogger(name, replay::replaying, options.logSink());
        this.stepLogger = new ReplayAwareLogger(name, () -> false, options.logSink());
    }

    String nextId() {
        return ids.next();
    }

    /** The recorded operation at {@code id}, after checking the code still asks for the same one. */
    Optional<Operation> recorded(String id, OperationType type, String name, String subType) {
        Optional<Operation> recorded = state.find(id);
        recorded.ifPresent(operation -> {
            verifySame(operation, type, name, subType);
            replay.visitedRecorded();
        });
        return recorded;
    }

    private void verifySame(Operation recorded, OperationType type, String name, String subType) {
        if (recorded.type() != type
                || !Objects.equals(recorded.name(), name)
                || !Objects.equals(recorded.subType(), subType)) {
            // Kept so that a workflow which catches the exception still ends FAILED.
            nonDeterminism = new NonDeterministicExecutionException("operation " + recorded.id() + " was recorded as "
                    + recorded.type() + " '" + recorded.name() + "' but the workflow now asks for " + type + " '" + name
                    + "'; code changed under a running execution, or the workflow is not deterministic");
            throw nonDeterminism;
        }
    }

    /** Sends a START and waits for the reply, which carries service-assigned details (callback id, end time). */
    Operation start(OperationUpdate start) {
        checkpointer.queue(start);
        checkpointer.flush();
        return state.require(start.id());
    }

    Operation current(String id) {
        return state.require(id);
    }

    Optional<NonDeterministicExecutionException> nonDeterminism() {
        return Optional.ofNullable(nonDeterminism);
    }

    Checkpointer checkpointer() {
        return checkpointer;
    }

    PayloadSerde serde() {
        return serde;
    }

    DurableLogger logger() {
        return logger;
    }

    DurableLogger stepLogger() {
        return stepLogger;
    }

    String executionArn() {
        return executionArn;
    }

    String executionName() {
        return executionName;
    }
}

package io.durabledispatch.console;

import io.durabledispatch.ops.inspect.ExecutionRecord;
import io.durabledispatch.ops.rerun.ExecutionLookup;
import io.durabledispatch.ops.rerun.RerunSender;
import java.util.List;
import java.util.Optional;

/**
 * Port: what the console reads from and does to the local stack. The console derives everything else (route,
 * tenant, business-key lookup, dispatcher activity) itself, so adapters stay thin. Implementations: the local
 * stack's emulators and queues, and an in-memory fake for tests. Refusals are {@link ConsoleErrors}; anything
 * else thrown is a bug and answers 500. Re-runs find executions by name and send the next generation through
 * it too ({@link ExecutionLookup}, {@link RerunSender}); the rules are {@code local.rerun}'s, not the backend's.
 */
public interface ConsoleBackend extends ExecutionLookup, RerunSender {
    /** Every execution the emulators know, any order. */
    List<ExecutionRecord> executions();

    /** One execution with its operations, by the id from {@link ExecutionRecord#arn()}. */
    Optional<ExecutionDetail> execution(String id);

    /**
     * The execution's history, oldest first: GetDurableExecutionHistory for a durable execution,
     * GetExecutionHistory for a state machine execution; empty once the execution is gone.
     */
    List<HistoryRecord> history(String id);

    /** Throws {@link ConsoleErrors#notFound} for an unknown callback, {@link ConsoleErrors#conflict} if closed. */
    void completeCallback(String callbackId, String resultJson);

    void failCallback(String callbackId, String errorType, String errorMessage);

    /** Throws {@link ConsoleErrors#notFound} for an unknown id, {@link ConsoleErrors#conflict} if it ended. */
    void stop(String executionId);

    /** The main queue, its DLQ and the parking queue, in that order. */
    List<QueueDepth> queues();

    /** Messages waiting on the parking queue (a bounded peek), with the dispatcher's reasons. */
    List<ParkedRecord> parked();

    /** Moves one parked message back to the main queue; {@link ConsoleErrors#notFound} if no longer parked. */
    void redrive(String messageId);
}

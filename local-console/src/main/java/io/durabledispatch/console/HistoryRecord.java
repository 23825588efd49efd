package io.durabledispatch.console;

import java.time.Instant;

/**
 * One event of an execution's history, oldest first: as GetDurableExecutionHistory reports it for a durable
 * execution, GetExecutionHistory for a state machine execution.
 *
 * @param type the event type, e.g. ExecutionStarted, StepSucceeded, CallbackStarted, InvocationCompleted;
 *     TaskStateEntered, TaskSucceeded
 * @param name the operation's or state's name, null for execution-level events
 * @param detail a short result or error, "" when none
 */
public record HistoryRecord(long eventId, Instant timestamp, String type, String name, String detail) {}

package io.durabledispatch.console;

/**
 * Which engine runs an execution, and so what its page shows: a durable function's checkpointed operations and
 * its history, or a state machine execution's history alone (its states are in the history's events).
 */
public enum ExecutionKind {
    DURABLE_FUNCTION,
    STATE_MACHINE
}

package io.durabledispatch.runtime;

/** The replayed code asked for a different operation than the one checkpointed at the same position. */
public class NonDeterministicExecutionException extends DurableException {
    public NonDeterministicExecutionException(String message) {
        super("NonDeterministicExecution", message);
    }
}

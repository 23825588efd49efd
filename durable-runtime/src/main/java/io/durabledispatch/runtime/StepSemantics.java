package io.durabledispatch.runtime;

/** How often a step body may run for one attempt when the function crashes around it. */
public enum StepSemantics {
    /** Checkpoint after the body only: a crash before that checkpoint re-runs the body. The default. */
    AT_LEAST_ONCE_PER_RETRY,
    /** Checkpoint START before the body: a crash mid-body fails the attempt instead of re-running it. */
    AT_MOST_ONCE_PER_RETRY
}

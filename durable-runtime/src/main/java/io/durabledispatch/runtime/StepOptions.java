package io.durabledispatch.runtime;

import java.time.Duration;
import java.util.Objects;

/** Retry policy and delivery semantics of one step. */
public record StepOptions(RetryPolicy retry, StepSemantics semantics) {

    public StepOptions {
        Objects.requireNonNull(retry, "retry");
        Objects.requireNonNull(semantics, "semantics");
    }

    /** Three attempts, 1 s then 2 s apart, at least once per retry. */
    public static StepOptions defaults() {
        return new StepOptions(
                RetryPolicy.exponential(3, Duration.ofSeconds(1)), StepSemantics.AT_LEAST_ONCE_PER_RETRY);
    }

    public StepOptions withRetry(RetryPolicy policy) {
        return new StepOptions(policy, semantics);
    }

    public StepOptions atMostOncePerRetry() {
        return new StepOptions(retry, StepSemantics.AT_MOST_ONCE_PER_RETRY);
    }
}

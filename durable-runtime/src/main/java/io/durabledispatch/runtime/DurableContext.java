package io.durabledispatch.runtime;

import java.time.Duration;

/**
 * What a workflow can do durably. Every call is recorded as an operation of the execution; on replay a
 * finished operation returns its recorded result instead of running again. Code outside these calls must
 * be deterministic: no clock, no random, no I/O.
 */
public interface DurableContext {

    /** Runs {@code body} once (per the default at-least-once, retrying policy) and records its result. */
    <T> T step(String name, Class<T> resultType, StepFunction<T> body);

    /** Runs {@code body} with explicit retry and delivery semantics. */
    <T> T step(String name, Class<T> resultType, StepFunction<T> body, StepOptions options);

    /** Suspends the execution for {@code duration} without holding a thread; resumes on a later invocation. */
    void sleep(String name, Duration duration);

    /**
     * Creates a callback, hands its id to {@code submitter} (run as a step), and suspends until the callback is
     * completed with {@code SendDurableExecutionCallbackSuccess/Failure}, or fails on its timeout.
     *
     * @throws CallbackFailedException when the callback is failed or times out
     */
    <T> T waitForCallback(String name, Class<T> resultType, CallbackSubmitter submitter, CallbackOptions options);

    /**
     * Invokes {@code functionName} (a qualified name or ARN: version or alias) with {@code payload} as its input
     * and suspends until it finishes, without holding a thread; the service starts the target and resumes this
     * execution with its result. On replay the recorded result is returned and nothing is invoked again.
     *
     * @throws InvokeFailedException when the target fails, times out or is stopped
     */
    <T> T invoke(String name, String functionName, Object payload, Class<T> resultType);

    /** A logger that stays quiet while the workflow replays operations that already ran. */
    DurableLogger logger();

    /** The execution name given at start (the idempotency key), usable as an idempotency key downstream. */
    String executionName();

    /** The durable execution ARN. */
    String executionArn();
}

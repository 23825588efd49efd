package io.durabledispatch.emulators.lambda;

import java.time.Duration;

/**
 * A function's {@code Timeout} (1-900 s: one invocation runs at most this long) and {@code MemorySize} (128-10,240
 * MB, reported to the function through its context; the local stack does not cap the heap).
 */
public record FunctionLimits(Duration timeout, int memoryMb) {
    public static final Duration MAX_TIMEOUT = Duration.ofMinutes(15);
    /** Lambda's longest timeout and infra's memory size: a function registered without limits is never cut short. */
    public static final FunctionLimits GENEROUS = new FunctionLimits(MAX_TIMEOUT, LocalLambdaContext.DEFAULT_MEMORY_MB);

    public FunctionLimits {
        if (timeout.toMillis() < 1_000 || timeout.compareTo(MAX_TIMEOUT) > 0) {
            throw new IllegalArgumentException("Timeout must be 1-900 seconds, was " + timeout);
        }
        if (memoryMb < 128 || memoryMb > 10_240) {
            throw new IllegalArgumentException("MemorySize must be 128-10240 MB, was " + memoryMb);
        }
    }
}

package io.durabledispatch.durableservice;

import java.time.Duration;
import java.util.Objects;

/**
 * An Invoke of a durable function: the function, the version its alias resolved to, the optional execution name
 * (the idempotency key), the payload (null: none), and the version's DurableConfig ({@code ExecutionTimeout},
 * {@code RetentionPeriodInDays}); a null config value takes the service's default.
 */
public record StartExecutionRequest(
        String functionName,
        String version,
        String executionName,
        String payload,
        Duration executionTimeout,
        Duration retention) {

    public StartExecutionRequest {
        Objects.requireNonNull(functionName, "functionName");
        version = version == null ? "$LATEST" : version;
    }

    /** With the service's default DurableConfig. */
    public StartExecutionRequest(String functionName, String version, String executionName, String payload) {
        this(functionName, version, executionName, payload, null, null);
    }
}

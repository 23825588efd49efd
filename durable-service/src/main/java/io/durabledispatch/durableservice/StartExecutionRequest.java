package io.durabledispatch.durableservice;

import java.util.Objects;

/**
 * An Invoke of a durable function: the function, the version its alias resolved to, the optional
 * execution name (the idempotency key) and the payload.
 */
public record StartExecutionRequest(String functionName, String version, String executionName, String payload) {

    public StartExecutionRequest {
        Objects.requireNonNull(functionName, "functionName");
        version = version == null ? "$LATEST" : version;
        payload = payload == null ? "{}" : payload;
    }
}

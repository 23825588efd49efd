package io.durabledispatch.dispatcher.core.route;

import java.util.Objects;

/**
 * A Lambda durable function, always invoked qualified: an execution is pinned to the version it started on,
 * and Lambda refuses unqualified durable invocations.
 *
 * @param function the function name or ARN (without qualifier)
 * @param qualifier an alias or version, e.g. {@code live}
 */
public record LambdaDurableTarget(String function, String qualifier) implements Target {
    public LambdaDurableTarget {
        Objects.requireNonNull(function, "function");
        Objects.requireNonNull(qualifier, "qualifier");
    }

    @Override
    public String describe() {
        return "lambda:" + function + ":" + qualifier;
    }
}

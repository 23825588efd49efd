package io.durabledispatch.routes;

import io.durabledispatch.routes.arn.FunctionArns;
import java.util.Objects;
import java.util.function.Function;

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

    /** The function's name, also when {@link #function} is an ARN: {@code order-workflow}. */
    public String functionName() {
        return FunctionArns.name(function);
    }

    @Override
    public String describe() {
        return "lambda:" + function + ":" + qualifier;
    }

    @Override
    public <R> R fold(
            Function<? super LambdaDurableTarget, ? extends R> lambda,
            Function<? super StepFunctionsTarget, ? extends R> stepFunctions) {
        return lambda.apply(this);
    }
}

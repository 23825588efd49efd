package io.durabledispatch.routes;

import java.util.function.Function;

/**
 * Where a route starts its workflow.
 *
 * <p>Code that acts per kind calls {@link #fold}, never {@code instanceof} and casts: fold takes one function per
 * kind, so a new kind is a new parameter and the compiler lists every place that must handle it. (A switch with
 * type patterns would do the same, but needs Java 21; the build targets 17.)
 */
public sealed interface Target permits LambdaDurableTarget, StepFunctionsTarget {
    /** A short, log-friendly description, e.g. {@code lambda:order-workflow:live}. */
    String describe();

    /** Applies the function for this target's kind. */
    <R> R fold(
            Function<? super LambdaDurableTarget, ? extends R> lambda,
            Function<? super StepFunctionsTarget, ? extends R> stepFunctions);
}

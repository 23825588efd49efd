package io.durabledispatch.core.plan;

import java.util.function.Function;

/**
 * What the planner made of one body: a {@link Plan} to start, or a {@link Rejection} to park.
 *
 * <p>Code that acts per kind calls {@link #fold}, never {@code instanceof} and casts: fold takes one function per
 * kind, so a new kind is a new parameter and the compiler lists every place that must handle it (Java 17 has no
 * type patterns in switch).
 */
public sealed interface PlanResult permits Plan, Rejection {
    /** Applies the function for this result's kind. */
    <R> R fold(Function<? super Plan, ? extends R> plan, Function<? super Rejection, ? extends R> rejection);
}

package io.durabledispatch.dispatcher.core.route;

/** Where a route starts its workflow. */
public sealed interface Target permits LambdaDurableTarget, StepFunctionsTarget {
    /** A short, log-friendly description, e.g. {@code lambda:order-workflow:live}. */
    String describe();
}

package io.durabledispatch.dispatcher.core.plan;

/** What the planner made of one body: a {@link Plan} to start, or a {@link Rejection} to park. */
public sealed interface PlanResult permits Plan, Rejection {}

package io.durabledispatch.localfixtures;

/**
 * The planner's result.
 *
 * @param approvedBy who completed the approval callback
 * @param fareCheck the chained invoke's result, or null when it failed
 * @param fareError the chained invoke's error type, or null when it succeeded
 */
public record TripPlan(String destination, int quote, String approvedBy, FareCheck fareCheck, String fareError) {}

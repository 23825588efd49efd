/**
 * A user's durable functions, as the local stack sees them: a jar of its own, loaded with
 * {@code up --function}. {@link TripPlanner} uses steps, a wait, a callback and a chained invoke of
 * {@link FareChecker} (or, given {@code FARE_CHECKER}, of the plain function {@link FareQuoter}).
 */
package io.durabledispatch.localfixtures;

package io.durabledispatch.localfixtures;

/** A trip to plan: where to, and the fare the traveller expects. */
public record TripRequest(String destination, int fare) {}

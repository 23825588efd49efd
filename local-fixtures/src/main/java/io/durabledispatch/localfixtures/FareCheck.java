package io.durabledispatch.localfixtures;

/** What {@link FareChecker} says about a fare. */
public record FareCheck(String destination, int fare, boolean acceptable) {}

package io.durabledispatch.localfixtures;

import io.durabledispatch.runtime.DurableContext;
import io.durabledispatch.runtime.DurableHandler;
import io.durabledispatch.runtime.RetryPolicy;
import io.durabledispatch.runtime.StepOptions;

/** The invoked function: one step; a destination it does not know fails the execution with {@code UnknownDestination}. */
public final class FareChecker extends DurableHandler<TripRequest, FareCheck> {
    public FareChecker() {
        super(TripRequest.class);
    }

    @Override
    protected FareCheck handle(TripRequest trip, DurableContext context) {
        return context.step(
                "check-fare",
                FareCheck.class,
                step -> {
                    if (trip.destination().equals("atlantis")) throw new UnknownDestination(trip.destination());
                    return new FareCheck(trip.destination(), trip.fare(), trip.fare() <= 1000);
                },
                StepOptions.defaults().withRetry(RetryPolicy.none()));
    }

    /** Thrown for a destination the checker does not know. */
    public static final class UnknownDestination extends RuntimeException {
        public UnknownDestination(String destination) {
            super("no fares to " + destination);
        }
    }
}

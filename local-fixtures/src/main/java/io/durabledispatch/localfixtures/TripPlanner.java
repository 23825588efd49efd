package io.durabledispatch.localfixtures;

import io.durabledispatch.runtime.CallbackOptions;
import io.durabledispatch.runtime.DurableContext;
import io.durabledispatch.runtime.DurableHandler;
import io.durabledispatch.runtime.InvokeFailedException;
import io.durabledispatch.runtime.StepOptions;
import java.time.Duration;

/**
 * The calling function: quotes the trip (a step), lets it cool off (a wait), waits for someone to approve it
 * (a callback), then has {@code FARE_CHECKER} (a qualified function name, from its environment) check the fare
 * through a chained invoke. A failed check is recorded in the plan, not thrown.
 */
public final class TripPlanner extends DurableHandler<TripRequest, TripPlan> {
    /** Which function checks fares; {@code up --function} gives none, so the default is the fixture's pair. */
    private final String fareChecker = System.getenv().getOrDefault("FARE_CHECKER", "fare-checker:live");

    public TripPlanner() {
        super(TripRequest.class);
    }

    @Override
    protected TripPlan handle(TripRequest trip, DurableContext context) {
        Integer quote = context.step("quote", Integer.class, step -> trip.fare() + 25, StepOptions.defaults());
        context.sleep("cool-off", Duration.ofSeconds(1));
        String approvedBy = context.waitForCallback(
                "approval", String.class, (callbackId, step) -> {}, new CallbackOptions(Duration.ofMinutes(5), null));
        try {
            FareCheck check = context.invoke(
                    "check-fare", fareChecker, new TripRequest(trip.destination(), quote), FareCheck.class);
            return new TripPlan(trip.destination(), quote, approvedBy, check, null);
        } catch (InvokeFailedException failed) {
            return new TripPlan(trip.destination(), quote, approvedBy, null, failed.errorType());
        }
    }
}

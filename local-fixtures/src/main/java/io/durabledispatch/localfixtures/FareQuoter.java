package io.durabledispatch.localfixtures;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;

/**
 * A plain (not durable) function the planner can invoke instead of the fare checker: answers at once; a destination
 * it does not know is an unhandled error, as a Lambda function's exception is.
 */
public final class FareQuoter implements RequestHandler<TripRequest, FareCheck> {
    @Override
    public FareCheck handleRequest(TripRequest trip, Context context) {
        if (trip.destination().equals("atlantis")) throw new IllegalArgumentException("no quotes to atlantis");
        return new FareCheck(trip.destination(), trip.fare(), trip.fare() <= 1000);
    }
}

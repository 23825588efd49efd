package io.durabledispatch.api;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyRequestEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyResponseEvent;
import io.durabledispatch.api.core.HttpDoor;

/**
 * Triggered by an API Gateway REST API (Lambda proxy integration): the same door as {@link ApiHandler}, the
 * resource template standing in for the route key. Reads the same variables.
 */
public final class RestApiHandler implements RequestHandler<APIGatewayProxyRequestEvent, APIGatewayProxyResponseEvent> {
    private final HttpDoor door;

    public RestApiHandler() {
        this(Wiring.fromEnvironment(System.getenv()));
    }

    RestApiHandler(HttpDoor door) {
        this.door = door;
    }

    @Override
    public APIGatewayProxyResponseEvent handleRequest(APIGatewayProxyRequestEvent event, Context context) {
        return ApiEvents.rest(Guard.answer(door, ApiEvents.call(event)));
    }
}

package io.durabledispatch.api;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import io.durabledispatch.api.core.HttpDoor;
import java.util.Map;

/**
 * Triggered by an API Gateway HTTP API (Lambda proxy integration, payload format 2.0). A call to a route (by route
 * key, else method and path) is admitted: key values from its headers and path parameters, one named start, the
 * outcome as a status code, JSON or a problem document. A {@code GET /executions/...} reads a request's status,
 * waiting up to {@code Prefer: wait=N}. Reads ROUTES, HTTP_MAX_WAIT_SECONDS, MAX_CONCURRENCY and the AWS_*
 * variables (see {@link io.durabledispatch.api.config.ApiSettings}).
 */
public final class ApiHandler implements RequestHandler<APIGatewayV2HTTPEvent, APIGatewayV2HTTPResponse> {
    private final HttpDoor door;

    /** Lambda's entry: the object graph is built once per container. */
    public ApiHandler() {
        this(Wiring.fromEnvironment(System.getenv()));
    }

    ApiHandler(HttpDoor door) {
        this.door = door;
    }

    /** For in-process use (local stack, tests): the same wiring as in Lambda, from the given variables. */
    public static ApiHandler fromEnvironment(Map<String, String> env) {
        return new ApiHandler(Wiring.fromEnvironment(env));
    }

    @Override
    public APIGatewayV2HTTPResponse handleRequest(APIGatewayV2HTTPEvent event, Context context) {
        return ApiEvents.v2(Guard.answer(door, ApiEvents.call(event)));
    }
}

package io.durabledispatch.api;

import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyRequestEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyResponseEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import io.durabledispatch.api.core.HttpAnswer;
import io.durabledispatch.api.core.HttpCall;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Map;

/** API Gateway's two event shapes to an {@link HttpCall}, and an {@link HttpAnswer} back. */
final class ApiEvents {
    private ApiEvents() {}

    /** HTTP API, payload format 2.0: the route key as API Gateway matched it, the raw path as the client sent it. */
    static HttpCall call(APIGatewayV2HTTPEvent event) {
        return new HttpCall(
                event.getRequestContext().getHttp().getMethod(),
                orEmpty(event.getRouteKey()),
                event.getRawPath(),
                orEmpty(event.getHeaders()),
                orEmpty(event.getPathParameters()),
                orEmpty(event.getQueryStringParameters()),
                body(event.getBody(), event.getIsBase64Encoded()),
                event.getRequestContext().getRequestId());
    }

    /** REST API proxy integration: its resource template plays the route key. */
    static HttpCall call(APIGatewayProxyRequestEvent event) {
        return new HttpCall(
                event.getHttpMethod(),
                event.getHttpMethod() + " " + event.getResource(),
                event.getPath(),
                orEmpty(event.getHeaders()),
                orEmpty(event.getPathParameters()),
                orEmpty(event.getQueryStringParameters()),
                body(event.getBody(), Boolean.TRUE.equals(event.getIsBase64Encoded())),
                event.getRequestContext() == null
                        ? ""
                        : event.getRequestContext().getRequestId());
    }

    static APIGatewayV2HTTPResponse v2(HttpAnswer answer) {
        return APIGatewayV2HTTPResponse.builder()
                .withStatusCode(answer.status())
                .withHeaders(answer.headers())
                .withBody(answer.body())
                .withIsBase64Encoded(false)
                .build();
    }

    static APIGatewayProxyResponseEvent rest(HttpAnswer answer) {
        return new APIGatewayProxyResponseEvent()
                .withStatusCode(answer.status())
                .withHeaders(answer.headers())
                .withBody(answer.body())
                .withIsBase64Encoded(false);
    }

    /** API Gateway base64-encodes bodies it does not take for text; the door reads JSON text either way. */
    private static String body(String body, boolean base64) {
        if (body == null || !base64) return body;
        return new String(Base64.getDecoder().decode(body), StandardCharsets.UTF_8);
    }

    private static String orEmpty(String text) {
        return text == null ? "" : text;
    }

    private static Map<String, String> orEmpty(Map<String, String> map) {
        return map == null ? Map.of() : map;
    }
}

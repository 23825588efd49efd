package io.durabledispatch.emulators.apigateway;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.emulators.http.HttpResponse;
import io.durabledispatch.emulators.http.Json;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A function's response read as payload format 2.0: an object with a {@code statusCode} sets the status,
 * {@code headers}, {@code multiValueHeaders}, {@code cookies} (one {@code Set-Cookie} each) and the body (decoded
 * when {@code isBase64Encoded}). Any other JSON is the body of a 200 {@code application/json} answer, a JSON string
 * unquoted, as API Gateway infers it. What is not JSON, or a malformed status, is API Gateway's 500.
 */
final class ProxyResponse {
    private ProxyResponse() {}

    /** @throws MalformedResponse when API Gateway could not read it either */
    static HttpResponse of(byte[] output) {
        JsonNode response = parse(output);
        if (!response.isObject() || !response.has("statusCode")) return inferred(response, output);
        JsonNode status = response.get("statusCode");
        if (!status.canConvertToInt() || status.asInt() < 100 || status.asInt() > 599) {
            throw new MalformedResponse("statusCode " + status + " is not an HTTP status");
        }
        return new HttpResponse(status.asInt(), headers(response), body(response), repeated(response));
    }

    private static HttpResponse inferred(JsonNode response, byte[] output) {
        byte[] body = response.isTextual() ? response.asText().getBytes(StandardCharsets.UTF_8) : output;
        return new HttpResponse(200, Map.of("Content-Type", "application/json"), body);
    }

    private static JsonNode parse(byte[] output) {
        if (output.length == 0) return Json.MAPPER.nullNode(); // a handler that returns nothing: Lambda's null
        try {
            return Json.MAPPER.readTree(output);
        } catch (IOException e) {
            throw new MalformedResponse("the function's response is not JSON: " + e.getMessage());
        }
    }

    private static Map<String, String> headers(JsonNode response) {
        Map<String, String> headers = new LinkedHashMap<>();
        response.path("headers")
                .fields()
                .forEachRemaining(h -> headers.put(h.getKey(), h.getValue().asText()));
        return headers;
    }

    private static Map<String, List<String>> repeated(JsonNode response) {
        Map<String, List<String>> repeated = new LinkedHashMap<>();
        response.path("multiValueHeaders").fields().forEachRemaining(h -> {
            List<String> values = new ArrayList<>();
            h.getValue().forEach(value -> values.add(value.asText()));
            repeated.put(h.getKey(), values);
        });
        List<String> cookies = new ArrayList<>();
        response.path("cookies").forEach(cookie -> cookies.add(cookie.asText()));
        if (!cookies.isEmpty()) repeated.put("Set-Cookie", cookies);
        return repeated;
    }

    private static byte[] body(JsonNode response) {
        JsonNode body = response.path("body");
        if (body.isMissingNode() || body.isNull()) return new byte[0];
        if (!response.path("isBase64Encoded").asBoolean(false))
            return body.asText().getBytes(StandardCharsets.UTF_8);
        try {
            return Base64.getDecoder().decode(body.asText());
        } catch (IllegalArgumentException e) {
            throw new MalformedResponse("isBase64Encoded, but the body is not base64");
        }
    }

    /** A response API Gateway cannot turn into an HTTP answer: the client gets 500. */
    static final class MalformedResponse extends RuntimeException {
        MalformedResponse(String message) {
            super(message);
        }
    }
}

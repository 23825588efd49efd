package io.durabledispatch.emulators.lambda;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.emulators.http.HttpResponse;
import io.durabledispatch.emulators.http.Json;
import java.time.Duration;

/**
 * Lambda's answer above a quota: HTTP 429 {@code TooManyRequestsException} with the {@code Reason} field and the
 * {@code Retry-After} header (seconds, rounded up), which the SDK reads into {@code reason()} and
 * {@code retryAfterSeconds()}. The reason is {@code CallerRateLimitExceeded}: the quota is a per-caller API rate.
 */
final class LambdaThrottling {
    static final String REASON = "CallerRateLimitExceeded";

    private LambdaThrottling() {}

    static HttpResponse rateExceeded(String operation, Duration wait) {
        ObjectNode body = Json.MAPPER.createObjectNode();
        body.put("Type", "User");
        body.put("message", "Rate exceeded on " + operation);
        body.put("Reason", REASON);
        long seconds = Math.max(1, (wait.toMillis() + 999) / 1000);
        return HttpResponse.json(429, body.toString())
                .withHeader("x-amzn-ErrorType", "TooManyRequestsException")
                .withHeader("Retry-After", Long.toString(seconds));
    }
}

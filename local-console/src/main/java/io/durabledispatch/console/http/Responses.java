package io.durabledispatch.console.http;

import io.durabledispatch.emulators.http.HttpResponse;
import io.durabledispatch.emulators.http.Json;
import java.util.Map;

/** The API's answers: a value as JSON (200), or nothing (204); never cached, the page polls. */
final class Responses {
    private static final Map<String, String> NO_STORE = Map.of("Cache-Control", "no-store");

    private Responses() {}

    static HttpResponse json(Object body) {
        if (body == null) {
            return new HttpResponse(204, NO_STORE, new byte[0]);
        }
        return HttpResponse.json(200, Json.write(body), "application/json; charset=utf-8")
                .withHeader("Cache-Control", "no-store");
    }
}

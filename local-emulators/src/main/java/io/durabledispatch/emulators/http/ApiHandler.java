package io.durabledispatch.emulators.http;

import java.time.Duration;

/** Answers one parsed request; throws {@link ApiException} for an intentional error (not found, conflict, ...). */
@FunctionalInterface
public interface ApiHandler {
    HttpResponse handle(HttpRequest request);

    /** How long to wait before handling {@code request} (injected latency); the server waits on a timer. */
    default Duration latency(HttpRequest request) {
        return Duration.ZERO;
    }
}

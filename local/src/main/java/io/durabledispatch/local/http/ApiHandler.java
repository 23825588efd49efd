package io.durabledispatch.local.http;

/** Answers one parsed request; throws {@link ApiException} for an intentional error (not found, conflict, ...). */
@FunctionalInterface
public interface ApiHandler {
    HttpResponse handle(HttpRequest request);
}

package io.durabledispatch.local.http;

/** Answers one parsed request; throws {@link ApiException} for an AWS-shaped error. */
@FunctionalInterface
public interface ApiHandler {
    HttpResponse handle(HttpRequest request);
}

package io.durabledispatch.console.http;

/**
 * One API operation: a request in, a value to send as JSON out (null for 204 No Content). Intentional errors are
 * {@link io.durabledispatch.console.ConsoleErrors}; anything else thrown is a bug (500).
 */
@FunctionalInterface
interface Endpoint {
    Object handle(ApiRequest request);
}

package io.durabledispatch.local.console.http;

/** One API operation: a request in, a value to send as JSON out (null for 204 No Content). */
@FunctionalInterface
interface Endpoint {
    Object handle(ApiRequest request) throws Exception;
}

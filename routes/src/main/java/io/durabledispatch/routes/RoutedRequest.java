package io.durabledispatch.routes;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A request's route and the JSON its pointers read: the body itself, or an EventBridge event's {@code detail}, so
 * that one business request gives one name and one input whichever way it arrived.
 */
public record RoutedRequest(Route route, JsonNode content) {}

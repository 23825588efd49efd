package io.durabledispatch.api.core;

import java.time.Duration;

/** The header names and values the door reads and writes. */
final class Headers {
    static final String CONTENT_TYPE = "Content-Type";
    static final String LOCATION = "Location";
    static final String RETRY_AFTER = "Retry-After";
    /** Set on an answer that repeats what an earlier request with the same key produced. */
    static final String REPLAYED = "Idempotent-Replayed";

    static final String PREFER = "Prefer";
    static final String PREFERENCE_APPLIED = "Preference-Applied";
    static final String VARY = "Vary";
    /** The request's generation apart from the body: how a client runs a failed request again on purpose. */
    static final String GENERATION = "Dispatch-Generation";

    static final String JSON = "application/json";
    static final String PROBLEM = "application/problem+json";

    private Headers() {}

    /** Whole seconds, rounded up and at least one: a zero would invite an immediate retry. */
    static String seconds(Duration delay) {
        long millis = delay.toMillis();
        return Long.toString(Math.max(1, (millis + 999) / 1000));
    }
}

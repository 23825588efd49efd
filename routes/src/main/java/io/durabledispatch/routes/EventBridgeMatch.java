package io.durabledispatch.routes;

import java.util.List;

/**
 * Which EventBridge events a route takes: the envelope's {@code source} must be one of {@code sources} and its
 * {@code detail-type} one of {@code detailTypes} (any, when the list is empty). The same two lists become the
 * event pattern of the rule that delivers such events to the dispatch queue.
 *
 * @param sources at least one; each 1-256 characters
 * @param detailTypes empty for any detail-type; each 1-128 characters
 */
public record EventBridgeMatch(List<String> sources, List<String> detailTypes) {
    /** EventBridge's own limits for an entry's Source and DetailType (PutEvents). */
    public static final int MAX_SOURCE = 256;

    public static final int MAX_DETAIL_TYPE = 128;

    public EventBridgeMatch {
        sources = List.copyOf(sources);
        detailTypes = List.copyOf(detailTypes);
        if (sources.isEmpty()) throw new IllegalArgumentException("source must name at least one source");
    }

    /** Whether an envelope with this source and detail-type is one this route takes. */
    public boolean matches(EventEnvelope envelope) {
        return sources.contains(envelope.source())
                && (detailTypes.isEmpty() || detailTypes.contains(envelope.detailType()));
    }
}

package io.durabledispatch.routes.document;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.routes.HttpMatch;
import io.durabledispatch.routes.KeySource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Reads a route's optional {@code http} field and holds its {@code path:<name>} sources to the template. */
final class HttpReader {
    private final RouteNode node;

    HttpReader(RouteNode node) {
        this.node = node;
    }

    Optional<HttpMatch> read(KeySource tenant, List<KeySource> key) {
        JsonNode value = node.optional("http");
        if (value == null) return Optional.empty();
        if (!value.isTextual()) throw node.error("http must be a string " + HttpMatch.RULE);
        HttpMatch http;
        try {
            http = HttpMatch.parse(value.textValue());
        } catch (IllegalArgumentException e) {
            throw node.error("http " + e.getMessage());
        }
        List<KeySource> sources = new ArrayList<>(List.of(tenant));
        sources.addAll(key);
        for (KeySource source : sources) checkParameter(http, source);
        return Optional.of(http);
    }

    /** A path source the template does not name could never have a value: every request would be MISSING_KEY. */
    private void checkParameter(HttpMatch http, KeySource source) {
        if (source.origin() == KeySource.Origin.PATH && !http.parameters().contains(source.name())) {
            throw node.error(
                    source + " is no parameter of http '" + http + "' (its parameters: " + http.parameters() + ")");
        }
    }
}

package io.durabledispatch.api.core;

import io.durabledispatch.core.admission.AdmissionRequest;
import io.durabledispatch.routes.HttpRoute;
import io.durabledispatch.routes.KeyField;
import io.durabledispatch.routes.KeySource;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the HTTP door hands the core for a request to a route: the body, the header and path values the route's
 * tenant and key name, and the generation header. Public so that tools (the CLI's {@code name --http}) plan a
 * request exactly as the door admits it.
 */
public final class HttpAdmissionRequests {
    /** The request header that carries a deliberate re-run's generation. */
    public static final String GENERATION_HEADER = Headers.GENERATION;

    private HttpAdmissionRequests() {}

    public static AdmissionRequest of(HttpRoute found, HttpCall call) {
        return new AdmissionRequest(call.body(), outside(found, call), call.header(Headers.GENERATION));
    }

    /** Only the values the route names: an unrelated header never reaches the core (nor its name checks). */
    private static Map<String, String> outside(HttpRoute found, HttpCall call) {
        List<KeyField> fields = new ArrayList<>(found.route().key());
        fields.add(found.route().tenant());
        Map<String, String> values = new HashMap<>();
        for (KeyField field : fields) {
            value(field.source(), found, call)
                    .ifPresent(value -> values.put(field.source().spelling(), value));
        }
        return values;
    }

    private static Optional<String> value(KeySource source, HttpRoute found, HttpCall call) {
        return switch (source.origin()) {
            case BODY -> Optional.empty();
            case HEADER -> call.header(source.name());
            case PATH ->
                Optional.ofNullable(call.pathParameters().get(source.name()))
                        .or(() -> Optional.ofNullable(found.pathParameters().get(source.name())));
        };
    }
}

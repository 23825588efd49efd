package io.durabledispatch.routes.document;

import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.routes.ConflictPolicy;
import io.durabledispatch.routes.EventBridgeMatch;
import io.durabledispatch.routes.HttpMatch;
import io.durabledispatch.routes.KeyField;
import io.durabledispatch.routes.KeyLimits;
import io.durabledispatch.routes.KeySource;
import io.durabledispatch.routes.Normalizer;
import io.durabledispatch.routes.Route;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/** Reads one route object; every failure names the route and the field. */
final class RouteReader {
    private static final Set<String> FIELDS = Set.of(
            "name",
            "operation",
            "keyVersion",
            "match",
            "tenant",
            "key",
            "normalize",
            "input",
            "target",
            "onConflict",
            "generation",
            "maxKeyBytes",
            "http",
            "eventBridge");
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9._-]{1,64}");
    private static final Pattern OPERATION = Pattern.compile("[A-Za-z0-9-]{1,16}");

    private final RouteNode node;

    RouteReader(JsonNode json, int index) {
        this.node = new RouteNode(json, index);
    }

    Route read() {
        node.rejectUnknownFields(FIELDS);
        String name = node.text("name", NAME);
        String operation = node.text("operation", OPERATION);
        Map<String, List<Normalizer>> normalize = normalizers();
        KeySource tenant = node.source("tenant");
        List<KeySource> key = node.sources("key");
        checkNormalizedFieldsAreKeys(normalize, tenant, key);
        Optional<HttpMatch> http = new HttpReader(node).read(tenant, key);
        Optional<EventBridgeMatch> eventBridge = new EventBridgeReader(node).read(allSources(tenant, key));
        return new Route(
                name,
                operation,
                node.positiveInt("keyVersion", 1),
                match(http.isPresent() || eventBridge.isPresent()),
                field(tenant, normalize),
                key.stream().map(source -> field(source, normalize)).toList(),
                input(tenant, key),
                new TargetReader(node).read(),
                conflictPolicy(),
                generation(tenant, key),
                maxKeyBytes(),
                http,
                eventBridge);
    }

    private List<KeySource> allSources(KeySource tenant, List<KeySource> key) {
        List<KeySource> sources = new ArrayList<>(List.of(tenant));
        sources.addAll(key);
        return sources;
    }

    private int maxKeyBytes() {
        JsonNode value = node.optional("maxKeyBytes");
        if (value == null) return KeyLimits.DEFAULT_MAX_KEY_BYTES;
        if (!value.isIntegralNumber() || !value.canConvertToInt() || !KeyLimits.allowed(value.intValue())) {
            throw node.error("maxKeyBytes must be " + KeyLimits.RULE + ", was " + value);
        }
        return value.intValue();
    }

    /** A generation field that is also the tenant or a key would make every re-run a different request. */
    private Optional<JsonPointer> generation(KeySource tenant, List<KeySource> key) {
        if (node.optional("generation") == null) return Optional.empty();
        JsonPointer pointer = node.pointer("generation");
        if (isKey(pointer.toString(), tenant, key)) {
            throw node.error("generation " + pointer + " must not be the tenant or a key field");
        }
        return Optional.of(pointer);
    }

    /**
     * Body fields, and outside sources that are the tenant or a key field: only those outside values reach the
     * core. An outside value lands at {@code /header/<name>} or {@code /path/<name>} of the input.
     */
    private List<JsonPointer> input(KeySource tenant, List<KeySource> key) {
        List<KeySource> sources = node.sources("input");
        for (int i = 0; i < sources.size(); i++) {
            KeySource source = sources.get(i);
            if (source.outside() && !isKey(source.spelling(), tenant, key)) {
                throw node.error("input[" + i + "] " + source + " is neither the tenant nor a key field (an outside "
                        + "value reaches the input only as one of those)");
            }
        }
        return sources.stream().map(KeySource::pointer).toList();
    }

    private static boolean isKey(String spelling, KeySource tenant, List<KeySource> key) {
        return spelling.equals(tenant.spelling())
                || key.stream().anyMatch(source -> source.spelling().equals(spelling));
    }

    /** A normalize entry's field as a source's spelling, so that header names match in any case. */
    private static String spelling(String field) {
        try {
            return KeySource.parse(field).spelling();
        } catch (IllegalArgumentException e) {
            return field;
        }
    }

    /**
     * An HTTP route is found by method and path, an EventBridge route by source and detail-type, so their match is
     * an optional extra condition (on the body, or on the event's detail).
     */
    private Map<JsonPointer, String> match(boolean foundOtherwise) {
        Map<JsonPointer, String> match = new LinkedHashMap<>();
        if (foundOtherwise && node.optional("match") == null) return match;
        node.object("match").fields().forEachRemaining(e -> {
            if (!e.getValue().isTextual()) throw node.error("match." + e.getKey() + " must be a string");
            match.put(node.compile("match", e.getKey()), e.getValue().textValue());
        });
        return match;
    }

    private Map<String, List<Normalizer>> normalizers() {
        Map<String, List<Normalizer>> result = new LinkedHashMap<>();
        JsonNode normalize = node.optional("normalize");
        if (normalize == null) return result;
        if (!normalize.isObject()) throw node.error("normalize must be an object");
        normalize.fields().forEachRemaining(e -> result.put(e.getKey(), normalizerList(e.getKey(), e.getValue())));
        return result;
    }

    private List<Normalizer> normalizerList(String field, JsonNode names) {
        if (!names.isArray()) throw node.error("normalize." + field + " must be an array");
        List<Normalizer> list = new ArrayList<>();
        for (JsonNode name : names) {
            try {
                list.add(Normalizer.valueOf(name.asText().toUpperCase(Locale.ROOT)));
            } catch (IllegalArgumentException e) {
                throw node.error("normalize." + field + ": unknown normaliser '" + name.asText()
                        + "' (use trim, lower, upper, nfc)");
            }
        }
        return list;
    }

    private void checkNormalizedFieldsAreKeys(
            Map<String, List<Normalizer>> normalize, KeySource tenant, List<KeySource> key) {
        for (String field : normalize.keySet()) {
            if (!isKey(spelling(field), tenant, key)) {
                throw node.error("normalize." + field + " is neither the tenant nor a key field");
            }
        }
    }

    private static KeyField field(KeySource source, Map<String, List<Normalizer>> normalize) {
        List<Normalizer> normalizers = normalize.entrySet().stream()
                .filter(entry -> spelling(entry.getKey()).equals(source.spelling()))
                .map(Map.Entry::getValue)
                .findFirst()
                .orElse(List.of());
        return new KeyField(source, normalizers);
    }

    private ConflictPolicy conflictPolicy() {
        JsonNode value = node.optional("onConflict");
        if (value == null) return ConflictPolicy.PARK;
        try {
            return ConflictPolicy.valueOf(value.asText().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw node.error("onConflict must be 'park' or 'ignore', was '" + value.asText() + "'");
        }
    }
}

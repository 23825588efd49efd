package io.durabledispatch.construct;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.routes.ConflictPolicy;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import software.amazon.awscdk.services.events.EventPattern;

/**
 * One route: which events it takes, how their business key becomes the execution name, and which workflow
 * it starts. Fields mean what they mean in the dispatcher's route document (docs/reference/route-document.md);
 * the construct validates every route at synth with the dispatcher's own parser and error messages.
 *
 * <pre>{@code
 * DispatchRoute.builder()
 *         .name("order-placed").operation("order")
 *         .match("/type", "order.placed")
 *         .tenant("/tenant_id").key("/order_no")
 *         .normalize("/order_no", "trim", "upper", "nfc")
 *         .input("/tenant_id", "/order_no", "/customer", "/items", "/amount")
 *         .target(DispatchTarget.durableFunction(orderAlias, Duration.days(30)))
 *         .build();
 * }</pre>
 */
public final class DispatchRoute {
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private final ObjectNode definition;
    private final DispatchTarget target;

    private DispatchRoute(ObjectNode definition, DispatchTarget target) {
        this.definition = definition;
        this.target = target;
    }

    public static Builder builder() {
        return new Builder();
    }

    /**
     * The routes of a route document file (the dispatcher's format), each bound to a deployed target: the
     * document keeps every rule (match, key, normalisers, input, conflict policy) and names its targets; the
     * names are looked up in {@code targets}.
     *
     * @param targets the document's target names → deployed targets: a Lambda target's {@code function}
     *     name, a Step Functions target's state machine name (the last part of its ARN)
     */
    public static List<DispatchRoute> fromDocument(Path file, Map<String, ? extends DispatchTarget> targets) {
        return RouteDocumentFile.read(file, targets);
    }

    public String name() {
        return definition.path("name").asText();
    }

    public DispatchTarget target() {
        return target;
    }

    /** The route's HTTP request ({@code "POST /tenants/{tenant}/orders"}), when the HTTP door serves it. */
    public java.util.Optional<String> http() {
        return java.util.Optional.ofNullable(definition.get("http")).map(JsonNode::asText);
    }

    /**
     * The route's EventBridge event pattern, {@code {"source": [...], "detail-type": [...]}}, when it takes events
     * from a bus ({@link DurableDispatchEvents} creates a rule for it).
     */
    public java.util.Optional<EventPattern> eventPattern() {
        JsonNode eventBridge = definition.get("eventBridge");
        if (eventBridge == null || !eventBridge.isObject()) return java.util.Optional.empty();
        EventPattern.Builder pattern = EventPattern.builder().source(texts(eventBridge.get("source")));
        List<String> detailTypes = texts(eventBridge.get("detailType"));
        if (!detailTypes.isEmpty()) pattern.detailType(detailTypes);
        return java.util.Optional.of(pattern.build());
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        if (array != null) array.forEach(text -> texts.add(text.asText()));
        return texts;
    }

    /** The route without its target, as the route document writes it. */
    ObjectNode definition() {
        return definition.deepCopy();
    }

    static DispatchRoute of(ObjectNode definition, DispatchTarget target) {
        Checks.require(target != null, "route '" + definition.path("name").asText() + "': target is required");
        return new DispatchRoute(definition.deepCopy(), target);
    }

    /** Collects a route's fields in document order; {@link #build} checks that a target is set. */
    public static final class Builder {
        private final ObjectNode definition = JSON.objectNode();
        private final ObjectNode match = JSON.objectNode();
        private final ObjectNode normalize = JSON.objectNode();
        private final List<String> key = new ArrayList<>();
        private final List<String> input = new ArrayList<>();
        private DispatchTarget target;

        private Builder() {}

        /** Unique route name ({@code [A-Za-z0-9._-]{1,64}}), logged and written on parked records. */
        public Builder name(String name) {
            definition.put("name", name);
            return this;
        }

        /** First part of every execution name ({@code [A-Za-z0-9-]{1,16}}) and the metrics' dimension. */
        public Builder operation(String operation) {
            definition.put("operation", operation);
            return this;
        }

        /** Default 1; part of the name hash: bump it when key fields or normalisers change meaning. */
        public Builder keyVersion(int keyVersion) {
            definition.put("keyVersion", keyVersion);
            return this;
        }

        /**
         * The HTTP door's request for this route, {@code "<METHOD> <path template>"} (e.g.
         * {@code "POST /tenants/{tenant}/orders"}): {@link DurableDispatchApi} creates one API route for it. The
         * tenant and key may then also come from {@code header:<name>} and {@code path:<parameter>}.
         */
        public Builder http(String request) {
            definition.put("http", request);
            return this;
        }

        /**
         * The EventBridge events this route takes: the envelope's {@code source} must be one of {@code sources} and
         * its {@code detail-type} one of {@code detailTypes} (empty: any). The key, input and match pointers then
         * read the event's {@code detail}; {@link DurableDispatchEvents} creates the rule.
         */
        public Builder eventBridge(List<String> sources, List<String> detailTypes) {
            ObjectNode eventBridge = definition.putObject("eventBridge");
            eventBridge.set("source", array(sources));
            if (!detailTypes.isEmpty()) eventBridge.set("detailType", array(detailTypes));
            return this;
        }

        /** The body's field at {@code pointer} must equal {@code value}; all matches must hold. */
        public Builder match(String pointer, String value) {
            match.put(pointer, value);
            return this;
        }

        /** The JSON pointer of the tenant field. */
        public Builder tenant(String pointer) {
            definition.put("tenant", pointer);
            return this;
        }

        /** The business key fields, in order (JSON pointers). */
        public Builder key(String... pointers) {
            key.addAll(List.of(pointers));
            return this;
        }

        /** Normalisers for a tenant or key field, applied in order: {@code trim}, {@code lower}, {@code upper}, {@code nfc}. */
        public Builder normalize(String pointer, String... normalizers) {
            ArrayNode names = normalize.putArray(pointer);
            for (String normalizer : normalizers) names.add(normalizer.toLowerCase(Locale.ROOT));
            return this;
        }

        /** The fields projected into the workflow input; default: the tenant and the key fields. */
        public Builder input(String... pointers) {
            input.addAll(List.of(pointers));
            return this;
        }

        public Builder target(DispatchTarget target) {
            this.target = target;
            return this;
        }

        /**
         * The most UTF-8 bytes the tenant and each key value may have once normalised; a longer one is parked
         * as INVALID {@code KEY_TOO_LONG} before anything starts. Default 1,024 (fits a DynamoDB sort or partition
         * key); 1 to 262,144, checked at synth with the route document's message.
         */
        public Builder maxKeyBytes(int maxKeyBytes) {
            definition.put("maxKeyBytes", maxKeyBytes);
            return this;
        }

        /** {@code PARK} (default): park the conflicting record; {@code IGNORE}: the first request wins. */
        public Builder onConflict(ConflictPolicy policy) {
            definition.put("onConflict", policy.name().toLowerCase(Locale.ROOT));
            return this;
        }

        public DispatchRoute build() {
            ObjectNode built = definition.deepCopy();
            built.set("match", match.deepCopy());
            built.set("key", array(key));
            if (!normalize.isEmpty()) built.set("normalize", normalize.deepCopy());
            built.set("input", array(input.isEmpty() ? defaultInput() : input));
            return DispatchRoute.of(built, target);
        }

        private List<String> defaultInput() {
            List<String> fields = new ArrayList<>();
            JsonNode tenant = definition.get("tenant");
            if (tenant != null) fields.add(tenant.asText());
            fields.addAll(key);
            return fields;
        }

        private static ArrayNode array(List<String> values) {
            ArrayNode array = JSON.arrayNode();
            values.forEach(array::add);
            return array;
        }
    }
}

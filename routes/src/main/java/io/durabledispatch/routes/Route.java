package io.durabledispatch.routes;

import com.fasterxml.jackson.core.JsonPointer;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One entry of the route document: which bodies it takes, which workflow it starts, and how the execution
 * name and input are derived.
 *
 * @param keyVersion part of every name; bump it when the key's fields or normalisers change meaning
 * @param match body fields and the text each must equal, all of them
 * @param tenant the field naming the tenant (normalised like a key field)
 * @param key the ordered business key fields
 * @param input the projected fields that make up the workflow input
 * @param generation the body field that carries the request's generation (re-run counter), if the route names
 *     one; without it the generation comes from the {@code generation} message attribute, default 1
 * @param maxKeyBytes the most UTF-8 bytes the tenant and each key value may have once normalised ({@link
 *     KeyLimits})
 * @param http the HTTP requests the route takes, if an HTTP door serves it: such a route is found by method and
 *     path, never by a body match alone
 * @param eventBridge the EventBridge events the route takes, if any: such a route is found by the envelope's
 *     source and detail-type, and its pointers read the event's {@code detail}
 */
public record Route(
        String name,
        String operation,
        int keyVersion,
        Map<JsonPointer, String> match,
        KeyField tenant,
        List<KeyField> key,
        List<JsonPointer> input,
        Target target,
        ConflictPolicy onConflict,
        Optional<JsonPointer> generation,
        int maxKeyBytes,
        Optional<HttpMatch> http,
        Optional<EventBridgeMatch> eventBridge) {
    public Route {
        if (http.isPresent() && eventBridge.isPresent()) {
            throw new IllegalArgumentException("a route takes HTTP requests or EventBridge events, not both");
        }
        if (!KeyLimits.allowed(maxKeyBytes)) {
            throw new IllegalArgumentException("maxKeyBytes must be " + KeyLimits.RULE + ", was " + maxKeyBytes);
        }
        match = Map.copyOf(match);
        key = List.copyOf(key);
        input = List.copyOf(input);
    }

    /** A route that takes no EventBridge events. */
    public Route(
            String name,
            String operation,
            int keyVersion,
            Map<JsonPointer, String> match,
            KeyField tenant,
            List<KeyField> key,
            List<JsonPointer> input,
            Target target,
            ConflictPolicy onConflict,
            Optional<JsonPointer> generation,
            int maxKeyBytes,
            Optional<HttpMatch> http) {
        this(
                name,
                operation,
                keyVersion,
                match,
                tenant,
                key,
                input,
                target,
                onConflict,
                generation,
                maxKeyBytes,
                http,
                Optional.empty());
    }

    /** Whether a body-only door (SQS, a stream) picks this route by body match: neither HTTP nor EventBridge. */
    public boolean bodyOnly() {
        return http.isEmpty() && eventBridge.isEmpty();
    }

    /** A route no HTTP door serves. */
    public Route(
            String name,
            String operation,
            int keyVersion,
            Map<JsonPointer, String> match,
            KeyField tenant,
            List<KeyField> key,
            List<JsonPointer> input,
            Target target,
            ConflictPolicy onConflict,
            Optional<JsonPointer> generation,
            int maxKeyBytes) {
        this(
                name,
                operation,
                keyVersion,
                match,
                tenant,
                key,
                input,
                target,
                onConflict,
                generation,
                maxKeyBytes,
                Optional.empty());
    }

    /** A route whose generation comes only from the message attribute. */
    public Route(
            String name,
            String operation,
            int keyVersion,
            Map<JsonPointer, String> match,
            KeyField tenant,
            List<KeyField> key,
            List<JsonPointer> input,
            Target target,
            ConflictPolicy onConflict) {
        this(name, operation, keyVersion, match, tenant, key, input, target, onConflict, Optional.empty());
    }

    /** A route with the default key length limit. */
    public Route(
            String name,
            String operation,
            int keyVersion,
            Map<JsonPointer, String> match,
            KeyField tenant,
            List<KeyField> key,
            List<JsonPointer> input,
            Target target,
            ConflictPolicy onConflict,
            Optional<JsonPointer> generation) {
        this(
                name,
                operation,
                keyVersion,
                match,
                tenant,
                key,
                input,
                target,
                onConflict,
                generation,
                KeyLimits.DEFAULT_MAX_KEY_BYTES);
    }
}

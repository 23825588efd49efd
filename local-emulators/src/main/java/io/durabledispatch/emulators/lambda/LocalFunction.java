package io.durabledispatch.emulators.lambda;

import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A function hosted in-process: {@code $LATEST}, its published versions 1, 2, … (each with its own handler and
 * durable configuration, immutable once published, as in Lambda) and its aliases, each pointing at a version.
 */
record LocalFunction(
        String name, FunctionVersion latest, List<FunctionVersion> published, Map<String, String> aliases) {
    static final String LATEST = "$LATEST";

    /** One version of the function's code and configuration. */
    record FunctionVersion(String version, RequestStreamHandler handler, FunctionConfiguration configuration) {}

    /** Durable or plain is a property of the function (its DurableConfig cannot be added or removed later). */
    boolean durable() {
        return latest.configuration().durable().isPresent();
    }

    LocalFunction {
        published = List.copyOf(published);
        aliases = Map.copyOf(aliases);
    }

    /** The version a qualifier resolves to, if the qualifier names a known version or alias. */
    Optional<String> version(String qualifier) {
        if (qualifier.equals(LATEST) || find(qualifier).isPresent()) {
            return Optional.of(qualifier);
        }
        return Optional.ofNullable(aliases.get(qualifier));
    }

    /** A version by number, or {@code $LATEST}. */
    Optional<FunctionVersion> find(String version) {
        if (version.equals(LATEST)) {
            return Optional.of(latest);
        }
        return published.stream().filter(v -> v.version().equals(version)).findFirst();
    }

    /** Publishes {@code handler} as the next version (and as {@code $LATEST}), with the current configuration. */
    LocalFunction publish(RequestStreamHandler handler) {
        FunctionVersion next =
                new FunctionVersion(Integer.toString(published.size() + 1), handler, latest.configuration());
        List<FunctionVersion> versions = new java.util.ArrayList<>(published);
        versions.add(next);
        return new LocalFunction(name, new FunctionVersion(LATEST, handler, latest.configuration()), versions, aliases);
    }

    LocalFunction withAlias(String alias, String version) {
        Map<String, String> changed = new java.util.HashMap<>(aliases);
        changed.put(alias, version);
        return new LocalFunction(name, latest, published, changed);
    }
}

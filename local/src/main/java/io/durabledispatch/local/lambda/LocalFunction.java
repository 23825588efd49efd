package io.durabledispatch.local.lambda;

import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import java.util.Map;
import java.util.Optional;

/**
 * A function hosted in-process: its handler and its aliases, each pointing at a version. Version {@code 1}
 * is the published version every alias points to; {@code $LATEST} is accepted as well.
 */
record LocalFunction(String name, RequestStreamHandler handler, Map<String, String> aliases) {
    static final String PUBLISHED_VERSION = "1";
    static final String LATEST = "$LATEST";

    /** The version a qualifier resolves to, if the qualifier names a known version or alias. */
    Optional<String> version(String qualifier) {
        if (qualifier.equals(LATEST) || qualifier.equals(PUBLISHED_VERSION)) {
            return Optional.of(qualifier);
        }
        return Optional.ofNullable(aliases.get(qualifier));
    }
}

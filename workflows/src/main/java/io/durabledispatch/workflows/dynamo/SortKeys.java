package io.durabledispatch.workflows.dynamo;

import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Composite sort keys such as {@code price#SKU-1#EUR}. Each part has {@code %} and {@code #} percent-encoded, so
 * a part that contains {@code #} can never make two different keys look alike; ordinary SKUs read as they are.
 */
final class SortKeys {
    private SortKeys() {}

    static String of(String kind, String... parts) {
        return Stream.concat(Stream.of(kind), Stream.of(parts).map(SortKeys::escaped))
                .collect(Collectors.joining("#"));
    }

    static String escaped(String part) {
        return part.replace("%", "%25").replace("#", "%23");
    }
}

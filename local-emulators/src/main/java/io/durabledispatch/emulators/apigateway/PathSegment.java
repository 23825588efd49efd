package io.durabledispatch.emulators.apigateway;

import java.util.Optional;

/**
 * One segment of a route's path. Matching ranks them: a literal is more specific than a variable, a variable
 * than a greedy variable, which takes every remaining segment.
 */
public sealed interface PathSegment permits PathSegment.Literal, PathSegment.Variable, PathSegment.Greedy {
    static PathSegment of(String raw) {
        if (!raw.startsWith("{") || !raw.endsWith("}")) return new Literal(raw);
        String name = raw.substring(1, raw.length() - 1);
        return name.endsWith("+") ? new Greedy(name.substring(0, name.length() - 1)) : new Variable(name);
    }

    boolean greedy();

    /** Higher is more specific. */
    int specificity();

    /** Whether {@code value} (one decoded segment, or the rest of the path for a greedy one) fits. */
    boolean accepts(String value);

    /** The path parameter this segment binds, if any. */
    Optional<String> parameter();

    record Literal(String text) implements PathSegment {
        public boolean greedy() {
            return false;
        }

        public int specificity() {
            return 2;
        }

        public boolean accepts(String value) {
            return text.equals(value);
        }

        public Optional<String> parameter() {
            return Optional.empty();
        }
    }

    record Variable(String name) implements PathSegment {
        public boolean greedy() {
            return false;
        }

        public int specificity() {
            return 1;
        }

        public boolean accepts(String value) {
            return !value.isEmpty();
        }

        public Optional<String> parameter() {
            return Optional.of(name);
        }
    }

    record Greedy(String name) implements PathSegment {
        public boolean greedy() {
            return true;
        }

        public int specificity() {
            return 0;
        }

        public boolean accepts(String value) {
            return !value.isEmpty();
        }

        public Optional<String> parameter() {
            return Optional.of(name);
        }
    }
}

package io.durabledispatch.construct;

/** Prop validation: a false condition fails the synth with a message that names the prop. */
final class Checks {
    private Checks() {}

    static void require(boolean condition, String message) {
        if (!condition) throw new IllegalArgumentException(message);
    }
}

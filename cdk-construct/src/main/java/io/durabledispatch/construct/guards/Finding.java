package io.durabledispatch.construct.guards;

/** What a guard found: an error fails the synth, a warning is a synth annotation. */
public record Finding(Level level, String message) {
    public enum Level {
        WARNING,
        ERROR
    }

    static Finding error(String message) {
        return new Finding(Level.ERROR, message);
    }

    static Finding warning(String message) {
        return new Finding(Level.WARNING, message);
    }
}

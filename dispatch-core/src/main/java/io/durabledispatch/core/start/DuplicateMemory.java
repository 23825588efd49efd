package io.durabledispatch.core.start;

import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The names this container saw accepted, each with its input's fingerprint, for a short window and at most
 * {@code maxEntries} of them (least recently used go first). It only ever answers "this exact name and input was
 * accepted here moments ago": a different fingerprint is not its business (the engine decides CONFLICT), and an
 * expired or evicted name simply goes to the engine again. Per container and in memory: a cold start forgets.
 */
public final class DuplicateMemory {
    private final Duration window;
    private final Clock clock;
    private final Map<String, Seen> seen;

    /** @param maxEntries 0 or less turns the memory off */
    public DuplicateMemory(Duration window, int maxEntries, Clock clock) {
        this.window = window;
        this.clock = clock;
        this.seen = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Seen> eldest) {
                return size() > maxEntries;
            }
        };
    }

    /** How long ago {@code name} was accepted with exactly this input, if within the window. */
    public synchronized Optional<Duration> acceptedAgo(String name, String inputFingerprint) {
        Seen entry = seen.get(name);
        if (entry == null) return Optional.empty();
        Duration age = Duration.ofMillis(clock.millis() - entry.atMillis());
        if (age.compareTo(window) >= 0) {
            seen.remove(name);
            return Optional.empty();
        }
        return entry.fingerprint().equals(inputFingerprint) ? Optional.of(age) : Optional.empty();
    }

    /** Records that the engine accepted {@code name} with this input; a newer input replaces an older one. */
    public synchronized void accepted(String name, String inputFingerprint) {
        seen.put(name, new Seen(inputFingerprint, clock.millis()));
    }

    public synchronized int size() {
        return seen.size();
    }

    private record Seen(String fingerprint, long atMillis) {}
}

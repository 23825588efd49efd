package io.durabledispatch.emulators.events;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Keeps each target's events in memory, for tests of the bus alone. */
public final class InMemoryEventTargets implements EventTargets {
    private final Map<String, List<String>> sent = new HashMap<>();

    @Override
    public synchronized void send(String targetArn, String event) {
        sent.computeIfAbsent(targetArn, arn -> new ArrayList<>()).add(event);
    }

    /** The events sent to {@code targetArn}, in order. */
    public synchronized List<String> sent(String targetArn) {
        return List.copyOf(sent.getOrDefault(targetArn, List.of()));
    }
}

package io.durabledispatch.emulators.events;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.event.ruler.Machine;

/**
 * The buses and their rules. Each bus has one event-ruler {@link Machine}, AWS's own matching engine, holding its
 * rules' patterns under the rule names; the account's default bus always exists.
 */
final class EventBuses {
    static final String DEFAULT_BUS = "default";

    private final Map<String, Machine> machines = new LinkedHashMap<>();
    private final Map<String, EventRule> rules = new LinkedHashMap<>();

    EventBuses() {
        machines.put(DEFAULT_BUS, new Machine());
    }

    synchronized void createBus(String name) {
        machines.putIfAbsent(name, new Machine());
    }

    synchronized boolean exists(String bus) {
        return machines.containsKey(bus);
    }

    /** @throws IllegalArgumentException for a pattern event-ruler refuses, or a bus that does not exist */
    synchronized void add(EventRule rule) {
        Machine machine = machines.get(rule.bus());
        if (machine == null) throw new IllegalArgumentException("no event bus named " + rule.bus());
        if (rules.containsKey(key(rule.bus(), rule.name()))) {
            throw new IllegalArgumentException("rule " + rule.name() + " already exists on bus " + rule.bus());
        }
        try {
            machine.addRule(rule.name(), rule.eventPattern());
        } catch (IOException | RuntimeException e) {
            throw new IllegalArgumentException("rule " + rule.name() + ": invalid event pattern: " + e.getMessage(), e);
        }
        rules.put(key(rule.bus(), rule.name()), rule);
    }

    /** The rules of {@code bus} whose pattern the event (the whole envelope) matches. */
    synchronized List<EventRule> matching(String bus, String event) {
        List<EventRule> matched = new ArrayList<>();
        try {
            for (String name : machines.get(bus).rulesForJSONEvent(event)) {
                matched.add(rules.get(key(bus, name)));
            }
        } catch (Exception e) {
            throw new IllegalStateException("event-ruler could not read an envelope the bus wrote", e);
        }
        return matched;
    }

    synchronized List<EventRule> rules(String bus) {
        return rules.values().stream().filter(rule -> rule.bus().equals(bus)).toList();
    }

    private static String key(String bus, String rule) {
        return bus + "/" + rule;
    }
}

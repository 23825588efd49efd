package io.durabledispatch.localstack.template;

import java.util.ArrayList;
import java.util.List;

/**
 * The EventBridge part of a template: its custom buses ({@code AWS::Events::EventBus}, by name) and its rules.
 * Empty when the template has none; the local stack then starts no bus.
 */
public record LocalEvents(List<String> buses, List<EventRuleSpec> rules) {
    public static final LocalEvents NONE = new LocalEvents(List.of(), List.of());

    public LocalEvents {
        buses = List.copyOf(buses);
        rules = List.copyOf(rules);
    }

    public boolean isEmpty() {
        return buses.isEmpty() && rules.isEmpty();
    }

    LocalEvents plus(LocalEvents other) {
        List<String> allBuses = new ArrayList<>(buses);
        other.buses.stream().filter(bus -> !allBuses.contains(bus)).forEach(allBuses::add);
        List<EventRuleSpec> allRules = new ArrayList<>(rules);
        allRules.addAll(other.rules);
        return new LocalEvents(allBuses, allRules);
    }
}

package io.durabledispatch.localstack.template;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads {@code AWS::Events::EventBus} (its {@code Name}) and {@code AWS::Events::Rule} (its bus, event pattern,
 * state and SQS queue targets). A rule without a pattern (a schedule) and a target that is not a queue are noted:
 * the local bus only delivers events to queues.
 */
final class EventsReader {
    private final List<String> buses = new ArrayList<>();
    private final List<EventRuleSpec> rules = new ArrayList<>();

    void read(String type, Resolver resolver, JsonNode resource, List<String> notes) {
        switch (type) {
            case "AWS::Events::EventBus" -> buses.add(resolver.text(resource, "Name"));
            case "AWS::Events::Rule" -> readRule(resolver, resource, notes);
            default -> throw resolver.error("not an EventBridge resource: " + type);
        }
    }

    LocalEvents events() {
        return new LocalEvents(buses, rules);
    }

    private void readRule(Resolver resolver, JsonNode resource, List<String> notes) {
        JsonNode pattern = resolver.property(resource, "EventPattern");
        if (pattern.isMissingNode()) {
            notes.add("rule " + resolver.logicalId() + ": only rules with an EventPattern run locally (no schedules)");
            return;
        }
        String patternText = pattern.isTextual() ? pattern.asText() : pattern.toString();
        List<String> queues = new ArrayList<>();
        for (JsonNode target : resolver.property(resource, "Targets")) {
            String arn = target.path("Arn").asText();
            if (arn.startsWith("arn:aws:sqs:")) {
                queues.add(arn);
            } else {
                notes.add("rule " + resolver.logicalId() + ": target "
                        + target.path("Id").asText() + " is not an SQS queue; the local bus delivers to queues only");
            }
        }
        String bus = resolver.optionalText(resource, "EventBusName").orElse("default");
        rules.add(new EventRuleSpec(
                resolver.logicalId(),
                resolver.optionalText(resource, "Name").orElse(resolver.logicalId()),
                bus.contains("/") ? bus.substring(bus.lastIndexOf('/') + 1) : bus,
                patternText,
                queues,
                !"DISABLED".equals(resolver.optionalText(resource, "State").orElse("ENABLED"))));
    }
}

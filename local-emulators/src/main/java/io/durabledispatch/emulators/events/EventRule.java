package io.durabledispatch.emulators.events;

import java.util.List;

/**
 * A rule on a bus: its event pattern (EventBridge's JSON) and the SQS queue ARNs it delivers matching events to.
 *
 * @param bus the bus's name ({@value EventBuses#DEFAULT_BUS} for the account's default bus)
 */
public record EventRule(String name, String bus, String eventPattern, List<String> targetArns) {
    public EventRule {
        targetArns = List.copyOf(targetArns);
        if (targetArns.size() > 5)
            throw new IllegalArgumentException("a rule has at most 5 targets, " + name + " has " + targetArns.size());
    }

    /** As EventBridge writes it: a rule on a custom bus has the bus's name in its ARN. */
    public String arn(String region, String account) {
        String path = EventBuses.DEFAULT_BUS.equals(bus) ? name : bus + "/" + name;
        return "arn:aws:events:" + region + ":" + account + ":rule/" + path;
    }
}

package io.durabledispatch.localstack.template;

import java.util.List;

/**
 * An {@code AWS::Events::Rule} as the local bus runs it.
 *
 * @param bus the bus's name ({@code default} unless the rule names one)
 * @param eventPattern the pattern as JSON text
 * @param queueArns the ARNs of its SQS queue targets (other targets are noted, not delivered)
 * @param enabled false for {@code State: DISABLED}: the rule is read, but matches nothing
 */
public record EventRuleSpec(
        String logicalId, String name, String bus, String eventPattern, List<String> queueArns, boolean enabled) {
    public EventRuleSpec {
        queueArns = List.copyOf(queueArns);
    }
}

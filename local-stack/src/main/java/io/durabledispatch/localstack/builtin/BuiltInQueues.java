package io.durabledispatch.localstack.builtin;

import java.util.Map;

/**
 * The built-in app's queues, by the stack outputs that name them (resolved to their local URLs).
 *
 * @param shipments the carrier's queue: the order workflow's shipment requests
 */
public record BuiltInQueues(String main, String deadLetter, String parking, String shipments) {
    static BuiltInQueues from(Map<String, String> outputs) {
        return new BuiltInQueues(
                output(outputs, "MainQueueUrl"),
                output(outputs, "DeadLetterQueueUrl"),
                output(outputs, "ParkingQueueUrl"),
                output(outputs, "ShipmentQueueUrl"));
    }

    private static String output(Map<String, String> outputs, String name) {
        String value = outputs.get(name);
        if (value == null) throw new IllegalStateException("the built-in app has no output " + name);
        return value;
    }
}

package io.durabledispatch.demo.workload;

import java.util.ArrayList;
import java.util.List;

/** Messages no route can take: each must be parked as INVALID with its reason, never block its batch. */
final class PoisonMessages {
    private static final List<String> KINDS = List.of(
            "{\"type\":\"order.placed\",\"tenant_id\":\"acme\",\"order_no\":",
            "{\"type\":\"order.cancelled\",\"tenant_id\":\"acme\",\"order_no\":\"A-1\"}",
            "{\"type\":\"order.placed\",\"tenant_id\":\"acme\",\"amount\":{\"value\":1,\"currency\":\"EUR\"}}",
            "[\"not\",\"an\",\"object\"]",
            "{\"type\":\"points.earned\",\"member_id\":\"M-1\",\"activity_id\":\"a\",\"points\":5}");

    private PoisonMessages() {}

    /** {@code count} poison messages, cycling through malformed, unroutable and key-less kinds. */
    static List<String> take(int count) {
        List<String> messages = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String kind = KINDS.get(i % KINDS.size());
            // Poison is never deduplicated by SQS or by us: each copy is parked with its own reason.
            messages.add(i < KINDS.size() ? kind : kind.replace("\"acme\"", "\"acme-" + i + "\""));
        }
        return messages;
    }
}

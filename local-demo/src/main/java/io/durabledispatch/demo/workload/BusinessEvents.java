package io.durabledispatch.demo.workload;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Random;

/** Realistic events of every route of the default route document, shaped like contracts/*.json. */
final class BusinessEvents {
    private static final String[] SKUS = {"SKU-RED-1", "SKU-BLUE-2", "SKU-GREEN-3", "SKU-LAMP-9", "SKU-MUG-4"};
    private static final String[] REWARDS = {"coffee-mug", "tote-bag", "gift-card-10", "free-shipping"};

    private final Random random;
    private final Instant epoch = Instant.parse("2026-11-30T09:00:00Z");

    BusinessEvents(Random random) {
        this.random = random;
    }

    ObjectNode order(String tenant, int n) {
        ObjectNode event = base("order.placed", tenant);
        event.put("order_no", "A-" + (1000 + n));
        event.putObject("customer").put("id", "C-" + n % 97).put("email", "customer" + n % 97 + "@example.com");
        ArrayNode items = event.putArray("items");
        BigDecimal total = BigDecimal.ZERO;
        for (int i = 0; i <= random.nextInt(3); i++) {
            BigDecimal price = BigDecimal.valueOf(199 + random.nextInt(4800), 2);
            int qty = 1 + random.nextInt(3);
            items.addObject()
                    .put("sku", SKUS[(n + i) % SKUS.length])
                    .put("qty", qty)
                    .put("unit_price", price);
            total = total.add(price.multiply(BigDecimal.valueOf(qty)));
        }
        event.putObject("amount").put("value", total).put("currency", "EUR");
        return event;
    }

    ObjectNode points(String tenant, String member, int n, int points) {
        ObjectNode event = base("points.earned", tenant);
        return event.put("member_id", member)
                .put("activity_id", "order:A-" + (1000 + n))
                .put("points", points);
    }

    ObjectNode product(String tenant, int n) {
        ObjectNode event = base("catalog.product_registered", tenant);
        event.putObject("product")
                .put("sku", "sku-" + n)
                .put("title", "Product " + n)
                .put("category", "home");
        event.putObject("price")
                .put("value", BigDecimal.valueOf(500 + random.nextInt(9500), 2))
                .put("currency", "USD");
        return event;
    }

    ObjectNode reward(String tenant, String member, int n, int points) {
        ObjectNode event = base("reward.redeemed", tenant);
        event.put("member_id", member).put("redemption_id", "R-" + (9000 + n));
        return event.put("reward", REWARDS[n % REWARDS.length]).put("points", points);
    }

    /** The same request sent again later: only the volatile fields differ. */
    ObjectNode resend(ObjectNode original) {
        ObjectNode copy = original.deepCopy();
        stampVolatile(copy);
        return copy;
    }

    private ObjectNode base(String type, String tenant) {
        ObjectNode event = EventJson.MAPPER.createObjectNode().put("type", type).put("tenant_id", tenant);
        stampVolatile(event);
        return event;
    }

    private void stampVolatile(ObjectNode event) {
        event.put("requested_at", epoch.plusSeconds(random.nextInt(86_400)).toString());
        event.put("trace_id", "1-%08x-%024x".formatted(random.nextInt(), random.nextLong() & Long.MAX_VALUE));
    }
}

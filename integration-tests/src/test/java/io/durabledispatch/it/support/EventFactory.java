package io.durabledispatch.it.support;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Random;

/**
 * Business events in the shape of {@code contracts/*.json}, with their identity. Volatile fields
 * ({@code requested_at}, {@code trace_id}) are fresh on every call, as a producer's resend would have them.
 */
public final class EventFactory {
    static final ObjectMapper JSON = new ObjectMapper();

    private final Random random;

    public EventFactory(long seed) {
        this.random = new Random(seed);
    }

    public Event order(String tenant, String orderNo, String customerId, BigDecimal amount) {
        ObjectNode event = base("order.placed", tenant).put("order_no", orderNo);
        event.putObject("customer").put("id", customerId).put("email", customerId.toLowerCase() + "@example.com");
        event.putArray("items")
                .addObject()
                .put("sku", "SKU-RED-1")
                .put("qty", 1)
                .put("unit_price", amount);
        event.putObject("amount").put("value", amount).put("currency", "EUR");
        return new Event(event.toString(), new Identity(tenant, "order", orderNo));
    }

    public Event points(String tenant, String member, String activity, int points) {
        ObjectNode event = base("points.earned", tenant)
                .put("member_id", member)
                .put("activity_id", activity)
                .put("points", points);
        return new Event(event.toString(), new Identity(tenant, "points", member + "/" + activity));
    }

    public Event product(String tenant, String sku, BigDecimal price) {
        ObjectNode event = base("catalog.product_registered", tenant);
        event.putObject("product")
                .put("sku", sku)
                .put("title", "Product " + sku)
                .put("category", "home");
        event.putObject("price").put("value", price).put("currency", "USD");
        return new Event(event.toString(), new Identity(tenant, "catalog", sku));
    }

    /** A reward redemption, started on Step Functions; it spends points the member earned before. */
    public Event reward(String tenant, String member, String redemption, int points) {
        ObjectNode event = base("reward.redeemed", tenant)
                .put("member_id", member)
                .put("redemption_id", redemption)
                .put("reward", "coffee-mug")
                .put("points", points);
        return new Event(event.toString(), new Identity(tenant, "reward", member + "/" + redemption));
    }

    /** The same request again: only its volatile fields differ. */
    public Event resend(Event original) {
        try {
            ObjectNode copy = (ObjectNode) JSON.readTree(original.body());
            stampVolatile(copy);
            return new Event(copy.toString(), original.identity());
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalArgumentException("not an event this factory made", e);
        }
    }

    public Random random() {
        return random;
    }

    private ObjectNode base(String type, String tenant) {
        ObjectNode event = JSON.createObjectNode().put("type", type).put("tenant_id", tenant);
        stampVolatile(event);
        return event;
    }

    private void stampVolatile(ObjectNode event) {
        event.put(
                "requested_at",
                Instant.parse("2026-11-30T09:00:00Z")
                        .plusMillis(random.nextInt(86_400_000))
                        .toString());
        event.put("trace_id", "1-%08x-%024x".formatted(random.nextInt(), random.nextLong() & Long.MAX_VALUE));
    }
}

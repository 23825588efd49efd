package io.durabledispatch.benchmarks;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.routes.json.JsonMappers;
import java.io.UncheckedIOException;
import java.math.BigDecimal;

/**
 * Realistic {@code order.placed} bodies (the shape of contracts/order.json) grown to a target size by adding
 * line items, as a bigger basket grows a real order. Deterministic: the same arguments give the same body.
 */
public final class OrderEvents {
    private static final ObjectMapper JSON = JsonMappers.plain();
    private static final String[] SKUS = {"SKU-RED-1", "SKU-BLUE-2", "SKU-GREEN-3", "SKU-LAMP-9", "SKU-MUG-4"};

    private OrderEvents() {}

    /** An order of tenant {@code tenant} with number {@code orderNo}, at least {@code bytes} long (UTF-8). */
    public static String ofSize(int bytes, String tenant, long orderNo) {
        ObjectNode event = JSON.createObjectNode()
                .put("type", "order.placed")
                .put("tenant_id", tenant)
                .put("order_no", "A-" + orderNo);
        event.putObject("customer").put("id", "C-" + orderNo % 97);
        ArrayNode items = event.putArray("items");
        addItem(items, 0);
        ObjectNode amount =
                event.putObject("amount").put("value", BigDecimal.ZERO).put("currency", "EUR");
        if (bytes > 220) addVolatileFields(event, orderNo);
        for (int i = 1; write(event).length() < bytes; i++) addItem(items, i);
        amount.put("value", total(items));
        return write(event);
    }

    private static void addItem(ArrayNode items, int i) {
        items.addObject()
                .put("sku", SKUS[i % SKUS.length])
                .put("qty", 1 + i % 3)
                .put("unit_price", BigDecimal.valueOf(199 + (i * 37L) % 4800, 2));
    }

    /** What a real producer adds: a contact, a request time and a trace id (the last two are volatile). */
    private static void addVolatileFields(ObjectNode event, long orderNo) {
        ((ObjectNode) event.get("customer")).put("email", "customer" + orderNo % 97 + "@example.com");
        event.put("requested_at", "2026-11-30T10:00:00Z");
        event.put("trace_id", "1-6561a2b0-%024x".formatted(orderNo));
    }

    private static BigDecimal total(ArrayNode items) {
        BigDecimal total = BigDecimal.ZERO;
        for (var item : items)
            total = total.add(item.get("unit_price")
                    .decimalValue()
                    .multiply(BigDecimal.valueOf(item.get("qty").intValue())));
        return total;
    }

    private static String write(ObjectNode event) {
        try {
            return JSON.writeValueAsString(event);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}

package io.durabledispatch.tables.samples;

import io.durabledispatch.tables.TableSpec;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** {@code order-workflow}: reserves stock, charges, ships and confirms one order. */
public final class OrderSample {
    /** One item per order, keyed by tenant and order number. */
    public static final TableSpec ORDERS =
            new TableSpec("orders", "ORDERS_TABLE", "tenant_id", Optional.of("order_no"));

    /** One item per reservation; its id is the order execution's name. */
    public static final TableSpec RESERVATIONS =
            new TableSpec("reservations", "RESERVATIONS_TABLE", "reservation_id", Optional.empty());

    /** One item per charge, keyed by its idempotency key (the order execution's name). */
    public static final TableSpec CHARGES =
            new TableSpec("charges", "CHARGES_TABLE", "idempotency_key", Optional.empty());

    private static final String[] SKUS = {"SKU-RED-1", "SKU-BLUE-2", "SKU-GREEN-3", "SKU-LAMP-9", "SKU-MUG-4"};

    public static final SampleWorkflow DEFINITION = new SampleWorkflow(
            "order-workflow",
            "io.durabledispatch.workflows.order.OrderWorkflow::handleRequest",
            List.of(ORDERS, RESERVATIONS, CHARGES),
            new TargetKind.DurableFunction(),
            new SampleRoute("order-placed", "order.placed", "/tenant_id", List.of("/order_no"))
                    .withHttp("order-requested", "POST", "/orders"),
            new SampleEvents(
                    new Share.Percent(40, 0),
                    OrderSample::order,
                    new SampleEvents.ContentChange("/customer/email", email -> "changed@example.com")));

    private OrderSample() {}

    private static Map<String, Object> order(SampleEvents.Seed seed) {
        int n = seed.n();
        List<Object> items = new ArrayList<>();
        BigDecimal total = BigDecimal.ZERO;
        // One to three lines: the bound is drawn again before each line, as the demo always drew it.
        for (int i = 0; i <= seed.random().nextInt(3); i++) {
            BigDecimal price = BigDecimal.valueOf(199 + seed.random().nextInt(4800), 2);
            int qty = 1 + seed.random().nextInt(3);
            items.add(Fields.of("sku", SKUS[(n + i) % SKUS.length], "qty", qty, "unit_price", price));
            total = total.add(price.multiply(BigDecimal.valueOf(qty)));
        }
        return Fields.of(
                "order_no",
                "A-" + (1000 + n),
                "customer",
                Fields.of("id", "C-" + n % 97, "email", "customer" + n % 97 + "@example.com"),
                "items",
                items,
                "amount",
                Fields.of("value", total, "currency", "EUR"));
    }
}

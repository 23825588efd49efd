package io.durabledispatch.workflows.order;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.workflows.common.KeyConflictException;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

class InMemoryInventoryAndShippingTest {
    private static final List<OrderItem> ITEMS = List.of(new OrderItem(2, "SKU-RED-1", new BigDecimal("19.95")));

    @Test
    void reserve_holdsOnce_andReleaseIsAFinalState() {
        var inventory = new InMemoryInventory();
        inventory.reserve(new Reservation("exec-1", ITEMS));
        inventory.reserve(new Reservation("exec-1", ITEMS));

        assertThat(inventory.held()).hasSize(1);
        assertThat(inventory.release("exec-1")).isTrue();
        assertThat(inventory.release("exec-1")).isTrue();
        assertThat(inventory.held()).isEmpty();
        assertThat(inventory.released()).containsExactly("exec-1");
    }

    @Test
    void reserve_conflicts_whenTheIdIsReusedForOtherItems() {
        var inventory = new InMemoryInventory();
        inventory.reserve(new Reservation("exec-1", ITEMS));

        assertThatThrownBy(() -> inventory.reserve(new Reservation("exec-1", List.of())))
                .isInstanceOf(KeyConflictException.class);
    }

    @Test
    void takePending_handsEachShipmentRequestOutOnce() {
        var shipping = new InMemoryShipping();
        shipping.requestShipment(new ShipmentRequest("exec-1", "cb-1", "acme", "A-1", ITEMS));
        shipping.requestShipment(new ShipmentRequest("exec-1", "cb-1", "acme", "A-1", ITEMS));

        assertThat(shipping.takePending())
                .extracting(ShipmentRequest::callbackId)
                .containsExactly("cb-1");
        assertThat(shipping.takePending()).isEmpty();
        assertThat(shipping.requests()).hasSize(1);
    }

    @Test
    void register_conflicts_whenTheOrderNumberIsReusedForAnotherOrder() {
        var orders = new InMemoryOrderBook();
        var order = new OrderRecord("acme", "A-1", "C-17", null, ITEMS);
        orders.register(order);

        assertThat(orders.register(order)).isEqualTo(order);
        assertThatThrownBy(() -> orders.register(new OrderRecord("acme", "A-1", "C-99", null, ITEMS)))
                .isInstanceOf(KeyConflictException.class);
        assertThat(orders.orders()).containsExactly(order);
    }
}

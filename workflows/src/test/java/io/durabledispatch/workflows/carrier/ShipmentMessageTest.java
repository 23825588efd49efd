package io.durabledispatch.workflows.carrier;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.workflows.order.OrderItem;
import io.durabledispatch.workflows.order.ShipmentRequest;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

class ShipmentMessageTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void theMessageCarriesTheShipmentAndTheCallbackToConfirm_inSnakeCase() throws Exception {
        var request = new ShipmentRequest(
                "order-acme-A-1", "cb-1", "acme", "A-1", List.of(new OrderItem(2, "SKU-1", new BigDecimal("5.00"))));

        JsonNode body = JSON.readTree(ShipmentMessage.body(request, JSON));

        assertThat(body.path("shipment_id").asText()).isEqualTo("order-acme-A-1");
        assertThat(body.path("callback_id").asText()).isEqualTo("cb-1");
        assertThat(body.path("tenant_id").asText()).isEqualTo("acme");
        assertThat(body.path("order_no").asText()).isEqualTo("A-1");
        assertThat(body.path("items").path(0).path("unit_price").decimalValue()).isEqualByComparingTo("5.00");
    }
}

package io.durabledispatch.workflows.carrier;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.workflows.order.ShipmentRequest;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The body of a shipment request on the carrier's queue, the contract with a carrier integration:
 * {@code shipment_id}, {@code callback_id} (for SendDurableExecutionCallbackSuccess with
 * {@code {"carrier":..,"tracking_number":..}}), {@code tenant_id}, {@code order_no} and {@code items}.
 */
public final class ShipmentMessage {
    public static final String SHIPMENT_ID = "shipment_id";
    public static final String CALLBACK_ID = "callback_id";

    private ShipmentMessage() {}

    static String body(ShipmentRequest request, ObjectMapper json) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put(SHIPMENT_ID, request.shipmentId());
        body.put(CALLBACK_ID, request.callbackId());
        body.put("tenant_id", request.tenantId());
        body.put("order_no", request.orderNo());
        body.put("items", request.items());
        try {
            return json.writeValueAsString(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a shipment request is plain data", e);
        }
    }
}

package io.durabledispatch.workflows.order;

/**
 * The carrier. Port: {@link InMemoryShipping} here, the carrier's API in production. The carrier completes the
 * request later by calling back with its callback id; the workflow waits without holding a thread.
 */
public interface Shipping {
    /** Submits the request; idempotent per {@code request.shipmentId()}. */
    ShipmentRequest requestShipment(ShipmentRequest request);
}

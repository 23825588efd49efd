package io.durabledispatch.workflows.order;

import io.durabledispatch.workflows.common.UniqueKeyStore;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Thread-safe {@link Shipping} that only records requests: tests and the local stack play the carrier by taking
 * the pending requests and completing their callbacks.
 */
public final class InMemoryShipping implements Shipping {
    private final UniqueKeyStore<String, ShipmentRequest> requests = new UniqueKeyStore<>("shipments");
    private final Set<String> taken = ConcurrentHashMap.newKeySet();

    @Override
    public ShipmentRequest requestShipment(ShipmentRequest request) {
        return requests.insert(request.shipmentId(), request);
    }

    /** Every request received. */
    public List<ShipmentRequest> requests() {
        return requests.rows();
    }

    /** The requests not taken before; each is handed out once, for a carrier simulator. */
    public List<ShipmentRequest> takePending() {
        return requests.rows(request -> taken.add(request.shipmentId()));
    }
}

package io.durabledispatch.workflows.order;

import io.durabledispatch.workflows.common.UniqueKeyStore;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Thread-safe {@link Shipping} that only records requests: tests and the local stack play the carrier by taking
 * the pending requests and completing their callbacks.
 */
public final class InMemoryShipping implements Shipping {
    private final UniqueKeyStore<String, ShipmentRequest> requests = new UniqueKeyStore<>("shipments");
    /** New requests in arrival order, drained by {@link #takePending}: no scan of every request ever made. */
    private final Queue<ShipmentRequest> pending = new ConcurrentLinkedQueue<>();

    @Override
    public synchronized ShipmentRequest requestShipment(ShipmentRequest request) {
        boolean fresh = requests.find(request.shipmentId()).isEmpty();
        ShipmentRequest kept = requests.insert(request.shipmentId(), request);
        if (fresh) {
            pending.add(kept);
        }
        return kept;
    }

    /** Every request received. */
    public List<ShipmentRequest> requests() {
        return requests.rows();
    }

    /** The requests not taken before; each is handed out once, for a carrier simulator. */
    public List<ShipmentRequest> takePending() {
        List<ShipmentRequest> taken = new ArrayList<>();
        ShipmentRequest next;
        while ((next = pending.poll()) != null) {
            taken.add(next);
        }
        return taken;
    }
}

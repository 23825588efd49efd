package io.durabledispatch.it.backend;

import io.durabledispatch.emulators.esm.EventSourceMapping;
import io.durabledispatch.emulators.http.FaultInjection;
import io.durabledispatch.emulators.quota.ApiQuotas;
import io.durabledispatch.workflows.order.ShipmentRequest;
import java.util.List;

/**
 * What only the embedded stack lets a test do: inject faults into the engines, stop and restart the stack, and
 * play the outside world the workflows talk to (the payment provider, the carrier's inbox).
 */
public final class EmbeddedControls {
    private final EmbeddedBackend backend;

    EmbeddedControls(EmbeddedBackend backend) {
        this.backend = backend;
    }

    public FaultInjection lambdaFaults() {
        return backend.system().lambda().faults();
    }

    public FaultInjection stepFunctionsFaults() {
        return backend.system().stepFunctions().faults();
    }

    /** The Lambda emulator's quotas: how many calls of each limited API it let through and refused. */
    public ApiQuotas lambdaQuotas() {
        return backend.system().lambda().quotas();
    }

    /** Stops the whole stack and boots it again from its data directory (ports and URLs change). */
    public void restart() {
        backend.restart();
    }

    /** The payment provider declines every later charge of this customer. */
    public void declineCustomer(String customerId) {
        backend.system().sideEffects().payments().declineCustomer(customerId);
    }

    /** The carrier's inbox: shipment requests not handed out before, each with its durable callback id. */
    public List<ShipmentRequest> takeShipmentRequests() {
        return backend.system().sideEffects().shipping().takePending();
    }

    /** Reservations still holding stock (a compensated order has released its own). */
    public int stockHeld() {
        return backend.system().sideEffects().inventory().held().size();
    }

    /** Records the event source mappings handed to the dispatcher, redeliveries included. */
    public long deliveredRecords() {
        return backend.system().mappings().stream()
                .map(EventSourceMapping::stats)
                .mapToLong(stats -> stats.records())
                .sum();
    }
}

package io.durabledispatch.workflows.order;

import io.durabledispatch.workflows.common.UniqueKeyStore;
import java.util.List;

/** Thread-safe {@link Inventory}: reservations with a unique id, releases as final-state marks. */
public final class InMemoryInventory implements Inventory {
    private final UniqueKeyStore<String, Reservation> reservations = new UniqueKeyStore<>("reservations");
    private final UniqueKeyStore<String, String> releases = new UniqueKeyStore<>("releases");

    @Override
    public Reservation reserve(Reservation reservation) {
        return reservations.insert(reservation.reservationId(), reservation);
    }

    @Override
    public boolean release(String reservationId) {
        releases.put(reservationId, reservationId);
        return reservations.find(reservationId).isPresent();
    }

    public List<Reservation> reservations() {
        return reservations.rows();
    }

    /** Reservations still holding stock. */
    public List<Reservation> held() {
        return reservations.rows(r -> releases.find(r.reservationId()).isEmpty());
    }

    public List<String> released() {
        return releases.rows();
    }
}

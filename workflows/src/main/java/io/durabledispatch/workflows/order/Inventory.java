package io.durabledispatch.workflows.order;

/** Stock reservations. Port: {@link InMemoryInventory} here, the warehouse system in production. */
public interface Inventory {
    /** Holds stock under {@code reservation.reservationId()}; idempotent per id. */
    Reservation reserve(Reservation reservation);

    /** Marks the reservation released (a final state, so releasing twice is harmless); true if it existed. */
    boolean release(String reservationId);
}

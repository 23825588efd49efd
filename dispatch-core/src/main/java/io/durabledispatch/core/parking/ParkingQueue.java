package io.durabledispatch.core.parking;

/** Port: where CONFLICT and INVALID records wait, with their reason, for a human or a redrive. */
public interface ParkingQueue {
    /** Throws {@link ParkingException} if the message may not have been stored. */
    void park(ParkedMessage message);
}

package io.durabledispatch.core.parking;

/** The parking queue did not confirm a message; the record must be retried, not acked. */
public class ParkingException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ParkingException(String message, Throwable cause) {
        super(message, cause);
    }
}

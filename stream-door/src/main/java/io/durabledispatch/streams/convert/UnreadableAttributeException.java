package io.durabledispatch.streams.convert;

/** A stream record's image cannot be turned into JSON; the record is parked, never retried. */
public final class UnreadableAttributeException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public UnreadableAttributeException(String message) {
        super(message);
    }
}

package io.durabledispatch.workflows.points;

/** A debit asked for more points than the member's balance; nothing was debited. */
public class InsufficientPointsException extends RuntimeException {
    public static final String ERROR_TYPE = "Points.InsufficientPoints";

    public InsufficientPointsException(String memberId, long requested, long balance) {
        super("member " + memberId + " has " + balance + " points, " + requested + " requested");
    }

    /** The error name a state machine (or a caller) matches on. */
    public String errorType() {
        return ERROR_TYPE;
    }
}

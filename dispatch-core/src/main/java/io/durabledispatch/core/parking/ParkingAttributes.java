package io.durabledispatch.core.parking;

import io.durabledispatch.core.plan.Generations;
import java.util.List;

/** Message attribute names of parked messages (String attributes; absent when they do not apply). */
public final class ParkingAttributes {
    /** CONFLICT or INVALID. */
    public static final String OUTCOME = "outcome";
    /** A {@link io.durabledispatch.core.plan.Reason} code, e.g. INPUT_CONFLICT, NO_ROUTE. */
    public static final String REASON = "reason";
    /** What exactly was wrong, e.g. "key field /order_no is missing". */
    public static final String DETAIL = "detail";

    public static final String ROUTE = "route";
    public static final String EXECUTION_NAME = "executionName";
    /** Hex SHA-256 of this record's canonical input. */
    public static final String INPUT_FINGERPRINT = "inputFingerprint";
    /** Hex SHA-256 of the canonical input the existing execution was started with (Step Functions only). */
    public static final String EXISTING_INPUT_FINGERPRINT = "existingInputFingerprint";
    /** The SQS message id of the record on the source queue; a stream record's event id. */
    public static final String SOURCE_MESSAGE_ID = "sourceMessageId";
    /** A stream record's sequence number in its shard (streams only). */
    public static final String SOURCE_SEQUENCE_NUMBER = "sourceSequenceNumber";
    /**
     * Streams only: {@code base64} when the body is the base64 of bytes that were no UTF-8 text, {@code empty} when
     * the record had no body at all (the parked body is then the word {@code empty}); absent for JSON text.
     */
    public static final String BODY_ENCODING = "bodyEncoding";
    /** The record's own generation attribute, kept as it came, so a redrive replays the same generation. */
    public static final String GENERATION = Generations.ATTRIBUTE;

    public static final List<String> ALL = List.of(
            OUTCOME,
            REASON,
            DETAIL,
            ROUTE,
            EXECUTION_NAME,
            INPUT_FINGERPRINT,
            EXISTING_INPUT_FINGERPRINT,
            SOURCE_MESSAGE_ID,
            SOURCE_SEQUENCE_NUMBER,
            BODY_ENCODING,
            GENERATION);

    private ParkingAttributes() {}
}

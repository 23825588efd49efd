package io.durabledispatch.core.telemetry;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** The doors, as a log line's {@code door} field spells them, each with the field naming its own request id. */
public enum Door {
    SQS("messageId"),
    HTTP("apiRequestId"),
    KINESIS("eventId"),
    DYNAMODB("eventId");

    private final String idField;

    Door(String idField) {
        this.idField = idField;
    }

    /** The {@code door} field's value: {@code sqs}, {@code http}, {@code kinesis}, {@code dynamodb}. */
    public String spelling() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The door's own name for {@code requestId}: SQS's messageId, API Gateway's request id, a stream's eventID. */
    public String idField() {
        return idField;
    }

    public static Optional<Door> spelled(String spelling) {
        return Arrays.stream(values())
                .filter(d -> d.spelling().equals(spelling))
                .findFirst();
    }
}

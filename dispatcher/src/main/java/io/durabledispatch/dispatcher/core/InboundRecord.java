package io.durabledispatch.dispatcher.core;

import java.util.Optional;

/**
 * One SQS record as the core sees it; {@code messageGroupId} is present on FIFO queues.
 *
 * @param generation the text of the record's {@code generation} message attribute, if it has one
 */
public record InboundRecord(
        String messageId, String body, Optional<String> messageGroupId, Optional<String> generation) {
    public InboundRecord(String messageId, String body, Optional<String> messageGroupId) {
        this(messageId, body, messageGroupId, Optional.empty());
    }

    public static InboundRecord standard(String messageId, String body) {
        return new InboundRecord(messageId, body, Optional.empty());
    }

    public static InboundRecord fifo(String messageId, String body, String messageGroupId) {
        return new InboundRecord(messageId, body, Optional.of(messageGroupId));
    }
}

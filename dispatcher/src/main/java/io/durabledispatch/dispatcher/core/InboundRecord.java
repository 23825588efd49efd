package io.durabledispatch.dispatcher.core;

import java.util.Optional;

/** One SQS record as the core sees it; {@code messageGroupId} is present on FIFO queues. */
public record InboundRecord(String messageId, String body, Optional<String> messageGroupId) {
    public static InboundRecord standard(String messageId, String body) {
        return new InboundRecord(messageId, body, Optional.empty());
    }

    public static InboundRecord fifo(String messageId, String body, String messageGroupId) {
        return new InboundRecord(messageId, body, Optional.of(messageGroupId));
    }
}

package io.durabledispatch.dispatcher.core;

import java.util.Optional;

/** One SQS record as the core sees it; {@code messageGroupId} is present on FIFO queues. */
public record InboundRecord(String messageId, String body, Optional<String> messageGroupId, Delivery delivery) {
    public static InboundRecord standard(String messageId, String body) {
        return new InboundRecord(messageId, body, Optional.empty(), Delivery.first());
    }

    public static InboundRecord fifo(String messageId, String body, String messageGroupId) {
        return new InboundRecord(messageId, body, Optional.of(messageGroupId), Delivery.first());
    }

    public InboundRecord withDelivery(Delivery newDelivery) {
        return new InboundRecord(messageId, body, messageGroupId, newDelivery);
    }
}

package io.durabledispatch.dispatcher.core;

import java.util.Optional;

/**
 * One SQS record as the core sees it; {@code messageGroupId} is present on FIFO queues.
 *
 * @param generation the text of the record's {@code generation} message attribute, if it has one
 * @param delivery how SQS delivered it (receive count, receipt handle, source queue)
 */
public record InboundRecord(
        String messageId,
        String body,
        Optional<String> messageGroupId,
        Optional<String> generation,
        Delivery delivery) {
    public InboundRecord(String messageId, String body, Optional<String> messageGroupId) {
        this(messageId, body, messageGroupId, Optional.empty(), Delivery.first());
    }

    public static InboundRecord standard(String messageId, String body) {
        return new InboundRecord(messageId, body, Optional.empty());
    }

    public static InboundRecord fifo(String messageId, String body, String messageGroupId) {
        return new InboundRecord(messageId, body, Optional.of(messageGroupId));
    }

    public InboundRecord withDelivery(Delivery newDelivery) {
        return new InboundRecord(messageId, body, messageGroupId, generation, newDelivery);
    }
}

package io.durabledispatch.dispatcher;

import com.amazonaws.services.lambda.runtime.events.SQSBatchResponse;
import com.amazonaws.services.lambda.runtime.events.SQSEvent;
import io.durabledispatch.core.plan.Generations;
import io.durabledispatch.dispatcher.core.BatchReport;
import io.durabledispatch.dispatcher.core.Delivery;
import io.durabledispatch.dispatcher.core.InboundRecord;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Converts between the Lambda SQS event types and the core's records and report. */
final class SqsBatch {
    private static final String MESSAGE_GROUP_ID = "MessageGroupId";
    private static final String RECEIVE_COUNT = "ApproximateReceiveCount";

    private SqsBatch() {}

    static List<InboundRecord> records(SQSEvent event) {
        if (event == null || event.getRecords() == null) return List.of();
        return event.getRecords().stream().map(SqsBatch::record).toList();
    }

    private static InboundRecord record(SQSEvent.SQSMessage message) {
        Map<String, String> attributes = message.getAttributes() == null ? Map.of() : message.getAttributes();
        return new InboundRecord(
                message.getMessageId(),
                message.getBody(),
                Optional.ofNullable(attributes.get(MESSAGE_GROUP_ID)),
                generation(message),
                new Delivery(
                        receiveCount(attributes.get(RECEIVE_COUNT)),
                        message.getReceiptHandle(),
                        message.getEventSourceArn()));
    }

    /** SQS always sends it; a missing or odd value counts as a first receive (the shortest retry delay). */
    private static int receiveCount(String value) {
        try {
            return value == null ? 1 : Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            return 1;
        }
    }

    /** String and Number attributes both arrive as text; the planner decides whether it is a generation. */
    private static Optional<String> generation(SQSEvent.SQSMessage message) {
        Map<String, SQSEvent.MessageAttribute> attributes = message.getMessageAttributes();
        if (attributes == null || attributes.get(Generations.ATTRIBUTE) == null) return Optional.empty();
        SQSEvent.MessageAttribute attribute = attributes.get(Generations.ATTRIBUTE);
        // A Binary attribute has no text: "" is refused as not an integer, never read as generation 1.
        return Optional.of(attribute.getStringValue() == null ? "" : attribute.getStringValue());
    }

    static SQSBatchResponse toResponse(BatchReport report) {
        return new SQSBatchResponse(report.failedMessageIds().stream()
                .map(SQSBatchResponse.BatchItemFailure::new)
                .toList());
    }
}

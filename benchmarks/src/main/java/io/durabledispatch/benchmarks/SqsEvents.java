package io.durabledispatch.benchmarks;

import com.amazonaws.services.lambda.runtime.events.SQSEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** SQS batches as the event source mapping hands them to the dispatcher. */
public final class SqsEvents {
    private SqsEvents() {}

    public static SQSEvent of(List<String> bodies) {
        List<SQSEvent.SQSMessage> messages = new ArrayList<>(bodies.size());
        for (int i = 0; i < bodies.size(); i++) {
            SQSEvent.SQSMessage message = new SQSEvent.SQSMessage();
            message.setMessageId("msg-" + i);
            message.setBody(bodies.get(i));
            message.setAttributes(Map.of("ApproximateReceiveCount", "1"));
            messages.add(message);
        }
        SQSEvent event = new SQSEvent();
        event.setRecords(messages);
        return event;
    }

    /** {@code count} distinct orders (new keys), numbered from {@code firstOrderNo}, of about 1 KB each. */
    public static SQSEvent newOrders(int count, long firstOrderNo) {
        List<String> bodies = new ArrayList<>(count);
        for (int i = 0; i < count; i++) bodies.add(OrderEvents.ofSize(1024, "acme", firstOrderNo + i));
        return of(bodies);
    }
}

package io.durabledispatch.dispatcher;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import com.amazonaws.services.lambda.runtime.events.SQSBatchResponse;
import com.amazonaws.services.lambda.runtime.events.SQSEvent;
import io.durabledispatch.dispatcher.core.Postponement;
import io.durabledispatch.dispatcher.core.TestDispatchers;
import io.durabledispatch.routes.retry.RetrySchedule;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The handler stops starting records once the Context's remaining time falls below the margin. */
class DeadlineTest {
    private static final Duration MARGIN = Duration.ofSeconds(5);
    private static final Duration SHORTEST_FIRST = RetrySchedule.defaults().shortest(1);

    private final TestDispatchers test =
            new TestDispatchers(1, TestDispatchers.DEFAULT_PLANNER, RetrySchedule.defaults(), MARGIN);
    private final DispatchHandler handler = new DispatchHandler(test.dispatcher);

    @AfterEach
    void stop() {
        test.close();
    }

    private static SQSEvent orders(int count) {
        List<SQSEvent.SQSMessage> records = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            SQSEvent.SQSMessage message = new SQSEvent.SQSMessage();
            message.setMessageId("m" + i);
            message.setReceiptHandle("receipt-" + i);
            message.setEventSourceArn("arn:aws:sqs:us-east-1:000000000000:dispatch-events");
            message.setAttributes(Map.of("ApproximateReceiveCount", "1"));
            message.setBody(
                    "{\"type\":\"order.placed\",\"tenant_id\":\"acme\",\"order_no\":\"D-" + i + "\",\"amount\":1}");
            records.add(message);
        }
        SQSEvent event = new SQSEvent();
        event.setRecords(records);
        return event;
    }

    private static List<String> failures(SQSBatchResponse response) {
        return response.getBatchItemFailures().stream()
                .map(SQSBatchResponse.BatchItemFailure::getItemIdentifier)
                .toList();
    }

    @Test
    void handle_returnsTheUnstartedRecords_whenTheRemainingTimeRunsOutMidBatch() {
        // 30 s left, each start takes 1 s: starts at 30, 29, ... 6 s left; at 5 s (the margin) it stops.
        InMemoryLambdaContext context = new InMemoryLambdaContext(30_000);
        test.lambda.onStart(() -> context.pass(1_000));

        SQSBatchResponse response = handler.handleRequest(orders(30), context);

        assertThat(failures(response)).containsExactly("m26", "m27", "m28", "m29", "m30");
        assertThat(test.lambda.calls()).hasSize(25);
        assertThat(test.lines)
                .filteredOn(line -> line.contains("\"messageId\":\"m26\""))
                .singleElement()
                .asString()
                .contains("\"outcome\":\"RETRYABLE\"", "deadline: 5000 ms left, margin 5000 ms");
        // Not started is load, not a fault: the records come back on the schedule, from their receive count.
        assertThat(test.redelivery.postponed())
                .extracting(Postponement::messageId, Postponement::delay)
                .containsExactly(
                        tuple("m26", SHORTEST_FIRST),
                        tuple("m27", SHORTEST_FIRST),
                        tuple("m28", SHORTEST_FIRST),
                        tuple("m29", SHORTEST_FIRST),
                        tuple("m30", SHORTEST_FIRST));
    }

    @Test
    void handle_shrinksTheMarginToASixthOfTheInvocation_whenItsTimeoutIsShort() {
        // A 6 s function with a 5 s margin: the margin shrinks to a sixth, 1 s, so five starts fit.
        InMemoryLambdaContext context = new InMemoryLambdaContext(6_000);
        test.lambda.onStart(() -> context.pass(1_000));

        SQSBatchResponse response = handler.handleRequest(orders(8), context);

        assertThat(test.lambda.calls()).hasSize(5);
        assertThat(failures(response)).containsExactly("m6", "m7", "m8");
        assertThat(test.lines).anyMatch(line -> line.contains("deadline: 1000 ms left, margin 1000 ms"));
    }

    @Test
    void handle_startsNothing_whenNoTimeIsLeft() {
        SQSBatchResponse response = handler.handleRequest(orders(3), new InMemoryLambdaContext(0));

        assertThat(failures(response)).containsExactly("m1", "m2", "m3");
        assertThat(test.lambda.calls()).isEmpty();
    }

    @Test
    void handle_startsEverything_whenTimeIsAmple() {
        SQSBatchResponse response = handler.handleRequest(orders(3), new InMemoryLambdaContext(60_000));

        assertThat(failures(response)).isEmpty();
        assertThat(test.lambda.executions()).hasSize(3);
    }
}

package io.durabledispatch.emulators.lambda;

import static org.assertj.core.api.Assertions.assertThat;
import static software.amazon.awssdk.services.lambda.model.EventType.*;

import io.durabledispatch.emulators.testing.Poll;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.lambda.model.Event;
import software.amazon.awssdk.services.lambda.model.EventType;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.GetDurableExecutionHistoryResponse;
import software.amazon.awssdk.services.lambda.model.OperationStatus;
import software.amazon.awssdk.services.lambda.model.OperationType;

/**
 * GetDurableExecutionHistory through the real LambdaClient (Lambda API Reference, "GetDurableExecutionHistory",
 * https://docs.aws.amazon.com/lambda/latest/api/API_GetDurableExecutionHistory.html): the documented event types
 * in the order they happened, increasing event ids, paging with MaxItems/Marker, ReverseOrder, and
 * IncludeExecutionData.
 */
class ExecutionHistoryTest {
    /** Where invocations end depends on when the function suspends; these happen in this order regardless. */
    private static final Set<EventType> MILESTONES = Set.of(
            EXECUTION_STARTED, WAIT_STARTED, WAIT_SUCCEEDED, CALLBACK_STARTED, CALLBACK_SUCCEEDED, EXECUTION_SUCCEEDED);

    private final LambdaFixture fixture = new LambdaFixture();
    private String arn;

    @BeforeEach
    void runTheApprovalWorkflow() throws Exception {
        arn = fixture.invoke(LambdaFixture.APPROVAL, "order-7", "{\"orderId\":\"7\",\"amount\":2}")
                .durableExecutionArn();
        Poll.until(
                () -> fixture.emulator.operations(arn).stream()
                        .anyMatch(op -> op.type() == OperationType.WAIT && op.status() == OperationStatus.STARTED),
                Boolean::booleanValue);
        fixture.clock.advance(ApprovalWorkflow.COOL_DOWN.plusSeconds(1));
        String callbackId = fixture.approval.callbackIds.take();
        fixture.lambda.sendDurableExecutionCallbackSuccess(
                b -> b.callbackId(callbackId).result(SdkBytes.fromUtf8String("\"ok\"")));
        fixture.awaitStatus(arn, ExecutionStatus.SUCCEEDED);
    }

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void history_listsTheDocumentedEventsInOrder_withIncreasingIds() {
        List<Event> events = LambdaHistory.read(fixture.lambda, arn, true);

        assertThat(events)
                .extracting(Event::eventId)
                .isSorted()
                .doesNotHaveDuplicates()
                .startsWith(1);
        assertThat(events.get(events.size() - 1).eventId()).isEqualTo(events.size());
        assertThat(events.stream().map(Event::eventType).filter(MILESTONES::contains))
                .containsExactly(
                        EXECUTION_STARTED,
                        WAIT_STARTED,
                        WAIT_SUCCEEDED,
                        CALLBACK_STARTED,
                        CALLBACK_SUCCEEDED,
                        EXECUTION_SUCCEEDED);
        List<EventType> types = events.stream().map(Event::eventType).toList();
        assertThat(types.indexOf(STEP_SUCCEEDED)).isBetween(1, types.indexOf(WAIT_STARTED));
        assertThat(types.get(types.size() - 2)).isEqualTo(INVOCATION_COMPLETED);
        assertThat(types.get(types.size() - 1)).isEqualTo(EXECUTION_SUCCEEDED);
        assertThat(events.stream().filter(e -> e.eventType() == INVOCATION_COMPLETED))
                .isNotEmpty()
                .allSatisfy(e -> assertThat(e.invocationCompletedDetails().endTimestamp())
                        .isNotNull());
        Event started = events.get(0);
        assertThat(started.executionStartedDetails().input().payload()).isEqualTo("{\"orderId\":\"7\",\"amount\":2}");
        assertThat(started.executionStartedDetails().executionTimeout()).isEqualTo(86_400);
        Event wait = find(events, WAIT_STARTED);
        assertThat(wait.name()).isEqualTo("cool-down");
        assertThat(wait.waitStartedDetails().duration()).isEqualTo(30);
        assertThat(find(events, CALLBACK_SUCCEEDED)
                        .callbackSucceededDetails()
                        .result()
                        .payload())
                .isEqualTo("\"ok\"");
        assertThat(find(events, EXECUTION_SUCCEEDED)
                        .executionSucceededDetails()
                        .result()
                        .payload())
                .isEqualTo("\"reserved-7/ok\"");
    }

    @Test
    void pages_concatenateToTheWholeHistory_andReverseOrderIsNewestFirst() {
        List<Event> all = LambdaHistory.read(fixture.lambda, arn, true);
        List<Event> paged = new ArrayList<>();
        String marker = null;
        int pages = 0;
        do {
            String from = marker;
            GetDurableExecutionHistoryResponse page = fixture.lambda.getDurableExecutionHistory(
                    b -> b.durableExecutionArn(arn).maxItems(3).marker(from));
            assertThat(page.events()).hasSizeLessThanOrEqualTo(3);
            paged.addAll(page.events());
            marker = page.nextMarker();
            pages++;
        } while (marker != null);
        List<Event> reversed = fixture.lambda
                .getDurableExecutionHistory(
                        b -> b.durableExecutionArn(arn).reverseOrder(true).maxItems(1000))
                .events();

        assertThat(paged).isEqualTo(all);
        assertThat(pages).isEqualTo((all.size() + 2) / 3);
        assertThat(reversed.get(0)).isEqualTo(all.get(all.size() - 1));
        assertThat(reversed).extracting(Event::eventId).isSortedAccordingTo((a, b) -> b - a);
    }

    @Test
    void withoutExecutionData_payloadsAreLeftOut() {
        List<Event> events = LambdaHistory.read(fixture.lambda, arn, false);

        Event started = events.get(0);
        assertThat(started.executionStartedDetails().input().payload()).isNull();
        assertThat(started.executionStartedDetails().input().truncated()).isTrue();
        assertThat(find(events, EXECUTION_SUCCEEDED)
                        .executionSucceededDetails()
                        .result()
                        .payload())
                .isNull();
        assertThat(events).hasSameSizeAs(LambdaHistory.read(fixture.lambda, arn, true));
    }

    private static Event find(List<Event> events, EventType type) {
        return events.stream().filter(e -> e.eventType() == type).findFirst().orElseThrow();
    }
}

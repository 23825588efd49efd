package io.durabledispatch.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.it.backend.Tuning;
import io.durabledispatch.it.support.Await;
import io.durabledispatch.routes.LambdaDurableTarget;
import io.durabledispatch.routes.StepFunctionsTarget;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.model.DurableExecutionAlreadyStartedException;
import software.amazon.awssdk.services.lambda.model.Event;
import software.amazon.awssdk.services.lambda.model.EventType;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.GetDurableExecutionHistoryResponse;
import software.amazon.awssdk.services.lambda.model.InvalidParameterValueException;
import software.amazon.awssdk.services.lambda.model.InvocationType;
import software.amazon.awssdk.services.lambda.model.InvokeResponse;
import software.amazon.awssdk.services.lambda.model.ResourceNotFoundException;
import software.amazon.awssdk.services.sfn.model.StateMachineType;

/**
 * Contract: rules of the Lambda durable and Step Functions APIs that the local engines follow, checked only
 * through the public APIs with the real SDK clients, so the same test runs against the embedded stack (default)
 * and against AWS ({@code -Pdeployed -Dit.cdk.outputs=…}). Sources are in docs/local/fidelity.md.
 *
 * <p>Rules that cannot be checked on AWS in a test, and where they are checked instead: name memory for the
 * retention period (30 days for the deployed functions, 90 days for Step Functions) needs a clock that can be
 * moved, see {@code RetentionTest} and the emulators' tests; invocation retries until {@code ExecutionTimeout}
 * (168 hours deployed) and TIMED_OUT need a function that crashes, which the stack does not deploy, see
 * {@code DurableConfigTest} in local/.
 */
class DurableContractTest extends BackendTest {
    private static final String POINTS_INPUT =
            "{\"activity_id\":\"contract-%s\",\"member_id\":\"M-1\",\"points\":1,\"tenant_id\":\"acme\"}";

    @Test
    void aNamedStart_isIdempotent_andADifferentPayloadUnderTheNameConflicts() {
        open(Tuning.fast());
        String name = "contract-" + UUID.randomUUID();
        String input = POINTS_INPUT.formatted(name);

        InvokeResponse first = start(name, input);
        InvokeResponse again = start(name, input);

        assertThat(first.statusCode()).isEqualTo(202);
        assertThat(again.durableExecutionArn()).isEqualTo(first.durableExecutionArn());
        assertThat(again.executedVersion()).isEqualTo(first.executedVersion());
        assertThatThrownBy(() -> start(name, POINTS_INPUT.formatted("other")))
                .isInstanceOf(DurableExecutionAlreadyStartedException.class);
    }

    @Test
    void history_startsWithExecutionStarted_endsWithTheClosingEvent_andNumbersEventsInOrder() {
        open(Tuning.fast());
        String name = "contract-" + UUID.randomUUID();
        String arn = start(name, POINTS_INPUT.formatted(name)).durableExecutionArn();
        Await.until(
                "the points execution to succeed",
                Duration.ofMinutes(2),
                () -> lambda().getDurableExecution(b -> b.durableExecutionArn(arn))
                                .status()
                        == ExecutionStatus.SUCCEEDED);

        List<Event> events = history(arn, 2);

        assertThat(events).extracting(Event::eventId).isSorted().doesNotHaveDuplicates();
        assertThat(events.get(0).eventType()).isEqualTo(EventType.EXECUTION_STARTED);
        assertThat(events.get(0).executionStartedDetails().input().payload()).isEqualTo(POINTS_INPUT.formatted(name));
        assertThat(events.get(events.size() - 1).eventType()).isEqualTo(EventType.EXECUTION_SUCCEEDED);
        assertThat(events)
                .extracting(Event::eventType)
                .contains(EventType.STEP_SUCCEEDED, EventType.INVOCATION_COMPLETED);
        List<Event> newestFirst = lambda().getDurableExecutionHistory(
                        b -> b.durableExecutionArn(arn).reverseOrder(true))
                .events();
        assertThat(newestFirst.get(0)).isEqualTo(events.get(events.size() - 1));
    }

    @Test
    void callbackIds_malformedAreInvalid_unknownAreNotFound() {
        open(Tuning.fast());
        String unknown = Base64.getEncoder()
                .encodeToString(("no-such-callback-" + UUID.randomUUID()).getBytes(StandardCharsets.UTF_8));

        assertThatThrownBy(() -> lambda().sendDurableExecutionCallbackHeartbeat(b -> b.callbackId("not base64!")))
                .isInstanceOf(InvalidParameterValueException.class);
        assertThatThrownBy(() -> lambda().sendDurableExecutionCallbackHeartbeat(b -> b.callbackId(unknown)))
                .isInstanceOf(ResourceNotFoundException.class);
    }

    @Test
    void listing_takesMaxItemsFromOneToAThousand() {
        open(Tuning.fast());
        LambdaDurableTarget points = pointsTarget();

        assertThatThrownBy(() -> lambda().listDurableExecutionsByFunction(b -> b.functionName(points.function())
                        .qualifier(points.qualifier())
                        .maxItems(1001)))
                .isInstanceOf(InvalidParameterValueException.class);
        assertThat(lambda().listDurableExecutionsByFunction(b -> b.functionName(points.function())
                                .qualifier(points.qualifier())
                                .maxItems(1))
                        .durableExecutions())
                .hasSizeLessThanOrEqualTo(1);
    }

    @Test
    void theRoutedStateMachine_isStandard() {
        open(Tuning.fast());
        String arn = stack().routes().routes().stream()
                .map(route -> route.target().fold(l -> (String) null, StepFunctionsTarget::stateMachineArn))
                .filter(java.util.Objects::nonNull)
                .findFirst()
                .orElseThrow();

        var described = stack().stepFunctions().describeStateMachine(b -> b.stateMachineArn(arn));

        assertThat(described.type()).isEqualTo(StateMachineType.STANDARD);
        assertThat(described.stateMachineArn()).isEqualTo(arn);
    }

    private InvokeResponse start(String name, String input) {
        LambdaDurableTarget points = pointsTarget();
        return lambda().invoke(b -> b.functionName(points.function())
                .qualifier(points.qualifier())
                .invocationType(InvocationType.EVENT)
                .durableExecutionName(name)
                .payload(SdkBytes.fromUtf8String(input)));
    }

    private List<Event> history(String arn, int pageSize) {
        List<Event> events = new ArrayList<>();
        String marker = null;
        do {
            String from = marker;
            GetDurableExecutionHistoryResponse page = lambda().getDurableExecutionHistory(
                            b -> b.durableExecutionArn(arn).maxItems(pageSize).marker(from));
            assertThat(page.events()).hasSizeLessThanOrEqualTo(pageSize);
            events.addAll(page.events());
            marker = page.nextMarker();
        } while (marker != null && !marker.isEmpty());
        return events;
    }

    private LambdaDurableTarget pointsTarget() {
        return stack().routes().named("points-earned").orElseThrow().target().fold(l -> l, s -> {
            throw new IllegalStateException("points-earned routes to a state machine");
        });
    }

    private LambdaClient lambda() {
        return stack().lambda();
    }
}

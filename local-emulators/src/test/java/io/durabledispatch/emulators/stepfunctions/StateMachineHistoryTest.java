package io.durabledispatch.emulators.stepfunctions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.emulators.testing.Poll;
import io.durabledispatch.routes.arn.StateMachineArns;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.stream.LongStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.sfn.model.ExecutionDoesNotExistException;
import software.amazon.awssdk.services.sfn.model.GetExecutionHistoryResponse;
import software.amazon.awssdk.services.sfn.model.HistoryEvent;
import software.amazon.awssdk.services.sfn.model.HistoryEventType;
import software.amazon.awssdk.services.sfn.model.InvalidArnException;
import software.amazon.awssdk.services.sfn.model.InvalidTokenException;
import software.amazon.awssdk.services.sfn.model.SfnException;

/**
 * GetExecutionHistory through the real SfnClient (Step Functions API Reference, "GetExecutionHistory" and
 * "HistoryEvent"): a local state machine runs as one Task state invoking its Java body, and records that state's
 * events.
 */
class StateMachineHistoryTest {
    private static final String INPUT = "{\"order\":7}";

    @RegisterExtension
    final RunningStepFunctions stepFunctions = new RunningStepFunctions();

    private final CountDownLatch release = new CountDownLatch(1);
    private String echoArn;
    private String failingArn;
    private String heldArn;

    @BeforeEach
    void register() {
        StepFunctionsEmulator emulator = stepFunctions.emulator();
        echoArn = emulator.registerStateMachine("echo", input -> "{\"echoed\":" + input + "}");
        failingArn = emulator.registerStateMachine("failing", input -> {
            throw new IllegalStateException("no points left");
        });
        heldArn = emulator.registerStateMachine("held", input -> {
            release.await();
            return input;
        });
    }

    @AfterEach
    void releaseHeld() {
        release.countDown();
    }

    @Test
    void aSucceededExecution_recordsItsTaskStatesEvents_inOrder_eachFollowingTheOneBefore() {
        String executionArn = closed(echoArn, "ok");

        List<HistoryEvent> events = history(executionArn);

        assertThat(events).extracting(HistoryEvent::type).containsExactlyElementsOf(TaskStateEvents.SUCCEEDED);
        assertThat(events).extracting(HistoryEvent::id).containsExactly(1L, 2L, 3L, 4L, 5L, 6L, 7L);
        assertThat(events).extracting(HistoryEvent::previousEventId).containsExactly(0L, 1L, 2L, 3L, 4L, 5L, 6L);
        assertThat(events).extracting(HistoryEvent::timestamp).isSortedAccordingTo(java.util.Comparator.naturalOrder());
        var described = stepFunctions.sfn().describeExecution(b -> b.executionArn(executionArn));
        assertThat(events.get(0).timestamp()).isEqualTo(described.startDate());
        assertThat(events.get(6).timestamp()).isEqualTo(described.stopDate());
    }

    @Test
    void aSucceededExecution_eventsCarryTheDocumentedDetails() {
        String executionArn = closed(echoArn, "details");
        String output = "{\"echoed\":" + INPUT + "}";

        List<HistoryEvent> events = history(executionArn);

        var started = events.get(0).executionStartedEventDetails();
        assertThat(started.input()).isEqualTo(INPUT);
        assertThat(started.inputDetails().truncated()).isFalse();
        assertThat(started.roleArn()).isEqualTo("arn:aws:iam::000000000000:role/local");
        assertThat(started.stateMachineVersionArn()).isNull();
        var entered = events.get(1).stateEnteredEventDetails();
        assertThat(entered.name()).isEqualTo("Invoke");
        assertThat(entered.input()).isEqualTo(INPUT);
        var scheduled = events.get(2).taskScheduledEventDetails();
        assertThat(scheduled.resourceType()).isEqualTo("lambda");
        assertThat(scheduled.resource()).isEqualTo("invoke");
        assertThat(scheduled.region()).isEqualTo("us-east-1");
        assertThat(scheduled.parameters())
                .isEqualTo("{\"FunctionName\":\"arn:aws:lambda:us-east-1:000000000000:function:echo\"," + "\"Payload\":"
                        + INPUT + "}");
        assertThat(events.get(3).taskStartedEventDetails().resource()).isEqualTo("invoke");
        var succeeded = events.get(4).taskSucceededEventDetails();
        assertThat(succeeded.resourceType()).isEqualTo("lambda");
        assertThat(succeeded.output())
                .isEqualTo("{\"ExecutedVersion\":\"$LATEST\",\"Payload\":" + output + ",\"StatusCode\":200}");
        var exited = events.get(5).stateExitedEventDetails();
        assertThat(exited.name()).isEqualTo("Invoke");
        assertThat(exited.output()).isEqualTo(output);
        assertThat(events.get(6).executionSucceededEventDetails().output()).isEqualTo(output);
    }

    @Test
    void aFailingTask_failsTheExecutionWithItsError_andTheStateDoesNotExit() {
        String executionArn = closed(failingArn, "broke");

        List<HistoryEvent> events = history(executionArn);

        assertThat(events)
                .extracting(HistoryEvent::type)
                .containsExactlyElementsOf(TaskStateEvents.afterTaskStarted(
                        HistoryEventType.TASK_FAILED, HistoryEventType.EXECUTION_FAILED));
        var taskFailed = events.get(4).taskFailedEventDetails();
        assertThat(taskFailed.resource()).isEqualTo("invoke");
        assertThat(taskFailed.error()).isEqualTo("java.lang.IllegalStateException");
        assertThat(taskFailed.cause()).isEqualTo("no points left");
        var executionFailed = events.get(5).executionFailedEventDetails();
        assertThat(executionFailed.error()).isEqualTo("java.lang.IllegalStateException");
        assertThat(executionFailed.cause()).isEqualTo("no points left");
    }

    @Test
    void aStoppedExecution_endsWithExecutionAborted_afterItsStartedTask() {
        String executionArn = stepFunctions
                .sfn()
                .startExecution(b -> b.stateMachineArn(heldArn).name("held").input(INPUT))
                .executionArn();
        Poll.until(() -> history(executionArn), events -> events.size() == 4);

        stepFunctions
                .sfn()
                .stopExecution(
                        b -> b.executionArn(executionArn).error("Ops.Halt").cause("by hand"));
        release.countDown();

        List<HistoryEvent> events = history(executionArn);
        assertThat(events)
                .extracting(HistoryEvent::type)
                .containsExactlyElementsOf(TaskStateEvents.afterTaskStarted(HistoryEventType.EXECUTION_ABORTED));
        assertThat(events.get(4).executionAbortedEventDetails().error()).isEqualTo("Ops.Halt");
        assertThat(events.get(4).executionAbortedEventDetails().cause()).isEqualTo("by hand");
    }

    @Test
    void pages_ofMaxResults_concatenateToTheWholeHistory_throughTheSdksPaginator() {
        String executionArn = closed(echoArn, "paged");

        List<GetExecutionHistoryResponse> pages =
                stepFunctions
                        .sfn()
                        .getExecutionHistoryPaginator(
                                b -> b.executionArn(executionArn).maxResults(3))
                        .stream()
                        .toList();

        assertThat(pages).extracting(page -> page.events().size()).containsExactly(3, 3, 1);
        assertThat(pages).extracting(GetExecutionHistoryResponse::nextToken).containsExactly("4", "7", null);
        assertThat(pages.stream().flatMap(page -> page.events().stream()))
                .containsExactlyElementsOf(history(executionArn));
    }

    @Test
    void reverseOrder_listsNewestFirst_andPagesTheSameWay() {
        String executionArn = closed(echoArn, "reversed");

        List<HistoryEvent> newestFirst = stepFunctions
                .sfn()
                .getExecutionHistoryPaginator(
                        b -> b.executionArn(executionArn).reverseOrder(true).maxResults(2))
                .events()
                .stream()
                .toList();

        assertThat(newestFirst)
                .extracting(HistoryEvent::id)
                .containsExactlyElementsOf(
                        LongStream.rangeClosed(1, 7).map(id -> 8 - id).boxed().toList());
        assertThat(newestFirst.get(0).type()).isEqualTo(HistoryEventType.EXECUTION_SUCCEEDED);
    }

    @Test
    void withoutExecutionData_inputsAndOutputsAreLeftOut_errorsAndNamesStay() {
        String succeededArn = closed(echoArn, "quiet");
        String failedArn = closed(failingArn, "quiet-failure");

        List<HistoryEvent> succeeded = history(succeededArn, false);
        List<HistoryEvent> failed = history(failedArn, false);

        assertThat(succeeded.get(0).executionStartedEventDetails().input()).isNull();
        assertThat(succeeded.get(0).executionStartedEventDetails().inputDetails())
                .isNull();
        assertThat(succeeded.get(0).executionStartedEventDetails().roleArn()).isNotNull();
        assertThat(succeeded.get(1).stateEnteredEventDetails().input()).isNull();
        assertThat(succeeded.get(1).stateEnteredEventDetails().name()).isEqualTo("Invoke");
        assertThat(succeeded.get(2).taskScheduledEventDetails().parameters())
                .isEqualTo("{\"FunctionName\":\"arn:aws:lambda:us-east-1:000000000000:function:echo\"}");
        assertThat(succeeded.get(4).taskSucceededEventDetails().output()).isNull();
        assertThat(succeeded.get(5).stateExitedEventDetails().output()).isNull();
        assertThat(succeeded.get(6).executionSucceededEventDetails().output()).isNull();
        assertThat(failed.get(4).taskFailedEventDetails().error()).isEqualTo("java.lang.IllegalStateException");
        assertThat(failed.get(5).executionFailedEventDetails().cause()).isEqualTo("no points left");
    }

    @Test
    void unknownExecutions_doNotExist_malformedAndExpressArnsAndBadTokens_areRefused() {
        String unknown = StateMachineArns.executionArn(echoArn, "never-started");
        String executionArn = closed(echoArn, "tokens");

        assertThatThrownBy(() -> stepFunctions.sfn().getExecutionHistory(b -> b.executionArn(unknown)))
                .isInstanceOf(ExecutionDoesNotExistException.class);
        assertThatThrownBy(() -> stepFunctions.sfn().getExecutionHistory(b -> b.executionArn("not-an-arn")))
                .isInstanceOf(InvalidArnException.class);
        String expressMachine = stepFunctions.emulator().registerStateMachine("fast", SfnType.EXPRESS, input -> input);
        String expressArn = stepFunctions
                .sfn()
                .startExecution(b -> b.stateMachineArn(expressMachine).name("fast-1"))
                .executionArn();
        assertThatThrownBy(() -> stepFunctions.sfn().getExecutionHistory(b -> b.executionArn(expressArn)))
                .as("GetExecutionHistory is not supported for EXPRESS")
                .isInstanceOf(InvalidArnException.class);
        for (String token : List.of("0", "8", "x7")) {
            assertThatThrownBy(() -> stepFunctions
                            .sfn()
                            .getExecutionHistory(
                                    b -> b.executionArn(executionArn).nextToken(token)))
                    .as("token %s", token)
                    .isInstanceOf(InvalidTokenException.class);
        }
        assertThatThrownBy(() -> stepFunctions
                        .sfn()
                        .getExecutionHistory(b -> b.executionArn(executionArn).maxResults(1001)))
                .isInstanceOf(SfnException.class)
                .satisfies(e -> assertThat(((SfnException) e).awsErrorDetails().errorCode())
                        .isEqualTo("ValidationException"));
    }

    @Test
    void maxResultsZeroOrAbsent_isTheDefaultPage() {
        String executionArn = closed(echoArn, "default-page");

        var page = stepFunctions
                .sfn()
                .getExecutionHistory(b -> b.executionArn(executionArn).maxResults(0));

        assertThat(page.events()).hasSize(7);
        assertThat(page.nextToken()).isNull();
    }

    private String closed(String stateMachineArn, String name) {
        String executionArn = stepFunctions
                .sfn()
                .startExecution(
                        b -> b.stateMachineArn(stateMachineArn).name(name).input(INPUT))
                .executionArn();
        Poll.until(() -> stepFunctions.emulator().execution(executionArn).orElseThrow(), e -> !e.isRunning());
        return executionArn;
    }

    private List<HistoryEvent> history(String executionArn) {
        return history(executionArn, true);
    }

    private List<HistoryEvent> history(String executionArn, boolean includeData) {
        return stepFunctions
                .sfn()
                .getExecutionHistory(b -> b.executionArn(executionArn).includeExecutionData(includeData))
                .events();
    }
}

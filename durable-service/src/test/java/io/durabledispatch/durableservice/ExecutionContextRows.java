package io.durabledispatch.durableservice;

import static io.durabledispatch.durableservice.HistoryRig.error;
import static io.durabledispatch.durableservice.HistoryRig.update;
import static org.assertj.core.api.Assertions.assertThat;
import static software.amazon.awssdk.services.lambda.model.OperationAction.*;
import static software.amazon.awssdk.services.lambda.model.OperationType.CONTEXT;

import java.util.List;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.Event;
import software.amazon.awssdk.services.lambda.model.EventType;
import software.amazon.awssdk.services.lambda.model.OperationAction;
import software.amazon.awssdk.services.lambda.model.OperationType;
import software.amazon.awssdk.services.lambda.model.OperationUpdate;

/**
 * The EXECUTION and CONTEXT rows (Lambda API Reference, "ExecutionStartedDetails", "ExecutionSucceededDetails",
 * "ExecutionFailedDetails", "ExecutionTimedOutDetails", "ExecutionStoppedDetails", "ContextStartedDetails",
 * "ContextSucceededDetails", "ContextFailedDetails"). Execution events are about the EXECUTION operation.
 */
final class ExecutionContextRows {
    private ExecutionContextRows() {}

    static void executionStarted(HistoryRig rig) {
        Event event = rig.events().get(0);

        assertThat(event.eventType()).isEqualTo(EventType.EXECUTION_STARTED);
        assertAboutTheExecution(rig, event);
        assertThat(event.executionStartedDetails().input().payload()).isEqualTo(HistoryRig.INPUT);
        assertThat(event.executionStartedDetails().executionTimeout())
                .isEqualTo((int) ServiceSettings.defaults().executionTimeout().toSeconds());
    }

    /** The checkpoint closes the execution; its only event is the close's. */
    static void executionSucceed(HistoryRig rig) {
        assertClosingAddsOnly(rig, execution(rig, SUCCEED).payload("\"ok\"").build(), EventType.EXECUTION_SUCCEEDED);
    }

    static void executionFail(HistoryRig rig) {
        assertClosingAddsOnly(rig, execution(rig, FAIL).error(error("Boom")).build(), EventType.EXECUTION_FAILED);
    }

    static void executionSucceeded(HistoryRig rig) {
        rig.checkpoint(execution(rig, SUCCEED).payload("\"ok\"").build());

        Event event = last(rig);
        assertAboutTheExecution(rig, event);
        assertThat(event.executionSucceededDetails().result().payload()).isEqualTo("\"ok\"");
    }

    static void executionFailed(HistoryRig rig) {
        rig.checkpoint(execution(rig, FAIL).error(error("Boom")).build());

        Event event = last(rig);
        assertAboutTheExecution(rig, event);
        assertThat(event.executionFailedDetails().error().payload()).isEqualTo(error("Boom"));
    }

    static void executionTimedOut(HistoryRig rig) {
        rig.clock.set(rig.record().identity().deadline());
        rig.service.runDue();

        Event event = last(rig);
        assertThat(event.eventType()).isEqualTo(EventType.EXECUTION_TIMED_OUT);
        assertThat(event.executionTimedOutDetails().error().payload().errorType())
                .isEqualTo("Execution.TimedOut");
    }

    static void executionStopped(HistoryRig rig) {
        rig.service.stop(rig.arn, error("Cancelled"));

        Event event = last(rig);
        assertThat(event.eventType()).isEqualTo(EventType.EXECUTION_STOPPED);
        assertThat(event.executionStoppedDetails().error().payload()).isEqualTo(error("Cancelled"));
    }

    static void contextStart(HistoryRig rig) {
        rig.checkpoint(inner(START).build());

        assertThat(rig.only(EventType.CONTEXT_STARTED, "inner").contextStartedDetails())
                .isNotNull();
    }

    static void contextSucceed(HistoryRig rig) {
        rig.checkpoint(inner(START).build(), inner(SUCCEED).payload("[1,2]").build());

        Event event = rig.only(EventType.CONTEXT_SUCCEEDED, "inner");
        assertThat(event.contextSucceededDetails().result().payload()).isEqualTo("[1,2]");
    }

    static void contextFail(HistoryRig rig) {
        ErrorObject failure = error("BranchFailed");
        rig.checkpoint(inner(START).build(), inner(FAIL).error(failure).build());

        assertThat(rig.only(EventType.CONTEXT_FAILED, "inner")
                        .contextFailedDetails()
                        .error()
                        .payload())
                .isEqualTo(failure);
    }

    private static OperationUpdate.Builder inner(OperationAction action) {
        return update("inner", CONTEXT, action);
    }

    private static OperationUpdate.Builder execution(HistoryRig rig, OperationAction action) {
        return OperationUpdate.builder()
                .id(rig.record().identity().executionId())
                .type(OperationType.EXECUTION)
                .action(action);
    }

    private static void assertClosingAddsOnly(HistoryRig rig, OperationUpdate close, EventType closed) {
        int before = rig.events().size();

        rig.checkpoint(close);

        List<Event> added = rig.events().subList(before, rig.events().size());
        assertThat(added).extracting(Event::eventType).containsExactly(closed);
    }

    private static void assertAboutTheExecution(HistoryRig rig, Event event) {
        ExecutionIdentity identity = rig.record().identity();
        assertThat(event.id()).isEqualTo(identity.executionId());
        assertThat(event.name()).isEqualTo(identity.executionName());
        assertThat(event.parentId()).isNull();
    }

    private static Event last(HistoryRig rig) {
        List<Event> events = rig.events();
        return events.get(events.size() - 1);
    }
}

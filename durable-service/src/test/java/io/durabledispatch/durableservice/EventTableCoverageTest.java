package io.durabledispatch.durableservice;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.EventType;
import software.amazon.awssdk.services.lambda.model.OperationAction;
import software.amazon.awssdk.services.lambda.model.OperationStatus;
import software.amazon.awssdk.services.lambda.model.OperationType;
import software.amazon.awssdk.services.lambda.model.OperationUpdate;

/**
 * {@link EventTable} is complete: every event type of the Lambda API Reference ("Event") has a row, and every
 * operation type and action a checkpoint may carry ({@link ActionRules}) has a row, so a missing one fails here.
 */
class EventTableCoverageTest {
    private static final Set<Change> CHECKPOINTED = EnumSet.of(
            Change.START, Change.SUCCEED, Change.FAIL, Change.RETRY_FAILED, Change.RETRY_SUCCEEDED, Change.CANCEL);

    @Test
    void everyEventTypeButInvocationCompleted_isTheEventOfARow() {
        Set<EventType> recorded = Arrays.stream(EventTable.values())
                .flatMap(row -> row.event().stream())
                .collect(Collectors.toSet());

        assertThat(EventType.knownValues())
                .filteredOn(type -> type != EventType.INVOCATION_COMPLETED)
                .allMatch(recorded::contains, "has a row");
    }

    @Test
    void everyUpdateACheckpointMayCarry_hasARow() {
        for (OperationType type : OperationType.knownValues()) {
            for (OperationUpdate update : candidates(type)) {
                if (accepted(update)) {
                    assertThat(EventTable.row(type, Change.of(update)))
                            .as("%s %s", type, Change.of(update))
                            .isPresent();
                }
            }
        }
    }

    @Test
    void everyCheckpointedRow_isAnUpdateACheckpointMayCarry() {
        Stream.of(EventTable.values())
                .filter(row -> CHECKPOINTED.contains(row.change()))
                .forEach(row -> assertThat(candidates(row.type()))
                        .as("%s", row)
                        .anyMatch(u -> Change.of(u) == row.change() && accepted(u)));
    }

    /** Each action, with what it may carry: a Payload, an Error, both kinds of RETRY, the options a type needs. */
    private static List<OperationUpdate> candidates(OperationType type) {
        OperationUpdate plain = OperationUpdate.builder()
                .id("x")
                .name("x")
                .type(type)
                .waitOptions(o -> o.waitSeconds(1))
                .stepOptions(o -> o.nextAttemptDelaySeconds(1))
                .chainedInvokeOptions(o -> o.functionName("target:1"))
                .build();
        ErrorObject error = ErrorObject.builder().errorType("E").build();
        return Stream.of(
                        plain.toBuilder().action(OperationAction.START),
                        plain.toBuilder().action(OperationAction.SUCCEED).payload("1"),
                        plain.toBuilder().action(OperationAction.FAIL).error(error),
                        plain.toBuilder().action(OperationAction.RETRY).error(error),
                        plain.toBuilder().action(OperationAction.RETRY).payload("1"),
                        plain.toBuilder().action(OperationAction.RETRY),
                        plain.toBuilder().action(OperationAction.CANCEL))
                .map(OperationUpdate.Builder::build)
                .toList();
    }

    /** Whether the service takes {@code update} on a new operation or an open one. */
    private static boolean accepted(OperationUpdate update) {
        return Stream.of(
                        Optional.<OperationStatus>empty(),
                        Optional.of(OperationStatus.STARTED),
                        Optional.of(OperationStatus.READY))
                .anyMatch(current -> {
                    try {
                        ActionRules.check(update, current.orElse(null));
                        return true;
                    } catch (DurableServiceException refused) {
                        return false;
                    }
                });
    }
}

package io.durabledispatch.durableservice;

import static io.durabledispatch.durableservice.DurableServiceException.invalidParameter;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.lambda.model.Operation;
import software.amazon.awssdk.services.lambda.model.OperationAction;
import software.amazon.awssdk.services.lambda.model.OperationStatus;
import software.amazon.awssdk.services.lambda.model.OperationType;
import software.amazon.awssdk.services.lambda.model.OperationUpdate;

/**
 * Checks a whole batch before anything is applied (docs/reference/durable-protocol.md, "Checkpoints": validation),
 * tracking the status each update would leave behind so that, e.g., a step's START and SUCCEED may share a
 * batch.
 */
final class CheckpointValidator {
    private final ExecutionRecord record;
    private final Map<String, OperationStatus> effective = new HashMap<>();
    private final Map<String, Integer> updatesPerId = new HashMap<>();

    private CheckpointValidator(ExecutionRecord record) {
        this.record = record;
    }

    static void validate(ExecutionRecord record, List<OperationUpdate> updates) {
        CheckpointValidator validator = new CheckpointValidator(record);
        for (int i = 0; i < updates.size(); i++) {
            validator.check(updates.get(i), i == updates.size() - 1);
        }
    }

    private void check(OperationUpdate update, boolean last) {
        if (update.id() == null
                || update.type() == null
                || update.action() == null
                || update.type() == OperationType.UNKNOWN_TO_SDK_VERSION
                || update.action() == OperationAction.UNKNOWN_TO_SDK_VERSION) {
            throw invalidParameter("an update needs a known Id, Type and Action");
        }
        if (update.type() == OperationType.EXECUTION && !last) {
            throw invalidParameter("an EXECUTION update must be the last of its batch");
        }
        PayloadLimits.check(update);
        checkRepeat(update);
        checkParent(update);
        Operation stored = record.operations.get(update.id());
        if (stored != null) {
            checkConsistent(stored, update);
        }
        OperationStatus status = effective.getOrDefault(update.id(), stored == null ? null : stored.status());
        effective.put(update.id(), ActionRules.check(update, status));
    }

    private void checkRepeat(OperationUpdate update) {
        int seen = updatesPerId.merge(update.id(), 1, Integer::sum);
        boolean startThenOutcome = seen == 2
                && update.action() != OperationAction.START
                && (update.type() == OperationType.STEP || update.type() == OperationType.CONTEXT);
        if (seen > 1 && !startThenOutcome) {
            throw invalidParameter("operation " + update.id() + " appears more than once in the batch");
        }
    }

    private void checkParent(OperationUpdate update) {
        if (update.parentId() == null) {
            return;
        }
        Operation parent = record.operations.get(update.parentId());
        boolean startedHere = effective.containsKey(update.parentId());
        if ((parent == null || parent.type() != OperationType.CONTEXT) && !startedHere) {
            throw invalidParameter("ParentId " + update.parentId() + " is not a CONTEXT operation");
        }
    }

    /** An absent ParentId, or an EXECUTION update's absent Name, means "not stated", not "changed". */
    private static void checkConsistent(Operation stored, OperationUpdate update) {
        boolean nameUnstated = update.name() == null && update.type() == OperationType.EXECUTION;
        boolean same = stored.type() == update.type()
                && Objects.equals(stored.subType(), update.subType())
                && (nameUnstated || Objects.equals(stored.name(), update.name()))
                && (update.parentId() == null || Objects.equals(stored.parentId(), update.parentId()));
        if (!same) {
            throw invalidParameter("Inconsistent operation " + update.id() + ": Type, SubType, Name or ParentId "
                    + "differ from the recorded " + stored.type() + " '" + stored.name() + "'");
        }
    }
}

package io.durabledispatch.durableservice;

import software.amazon.awssdk.services.lambda.model.Operation;
import software.amazon.awssdk.services.lambda.model.OperationUpdate;

/**
 * One change of one operation, as {@link EventTable} writes its event from: the execution, the operation as the
 * change left it, and what the change carried besides (the checkpointed update, or the started target of a chained
 * invoke; null when there is none).
 */
record Occurrence(ExecutionRecord record, Operation operation, OperationUpdate update, Target target) {

    /** The target of a chained invoke as the host started it: the version it runs, its execution if durable. */
    record Target(ChainedInvoker.ChainedInvoke invoke, String executedVersion, String durableExecutionArn) {}

    static Occurrence checkpointed(ExecutionRecord record, Operation operation, OperationUpdate update) {
        return new Occurrence(record, operation, update, null);
    }

    static Occurrence moved(ExecutionRecord record, Operation operation) {
        return new Occurrence(record, operation, null, null);
    }
}

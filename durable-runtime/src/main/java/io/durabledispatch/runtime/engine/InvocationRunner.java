package io.durabledispatch.runtime.engine;

import io.durabledispatch.runtime.DurableClientException;
import io.durabledispatch.runtime.DurableExecutionClient;
import io.durabledispatch.runtime.WorkflowFunction;
import io.durabledispatch.runtime.wire.InvocationInput;
import io.durabledispatch.runtime.wire.InvocationOutput;
import software.amazon.awssdk.services.lambda.model.Operation;

/** One invocation: load the state, run the workflow from the top, and turn the outcome into the output. */
public final class InvocationRunner {
    private final DurableExecutionClient client;
    private final RuntimeOptions options;

    public InvocationRunner(DurableExecutionClient client, RuntimeOptions options) {
        this.client = client;
        this.options = options;
    }

    /** Throws only retryable client failures, so that the service re-invokes; everything else is an output. */
    public <I, O> InvocationOutput run(InvocationInput input, Class<I> inputType, WorkflowFunction<I, O> workflow) {
        if (input.durableExecutionArn() == null || input.checkpointToken() == null) {
            throw new IllegalArgumentException("not a durable invocation: DurableExecutionArn or CheckpointToken is "
                    + "missing; is the function configured as a durable function and invoked qualified?");
        }
        ExecutionState state = new ExecutionState();
        Checkpointer checkpointer =
                new Checkpointer(client, input.durableExecutionArn(), input.checkpointToken(), state);
        checkpointer.absorb(input.initialExecutionState());
        Operation execution = state.find(input.executionId()).orElse(null);
        if (execution == null || execution.executionDetails() == null) {
            return InvocationOutput.failed(
                    Errors.of("InvalidInvocation", "the state has no EXECUTION operation " + input.executionId()));
        }
        Invocation invocation =
                new Invocation(input.durableExecutionArn(), execution.name(), state, checkpointer, options);
        return outcome(invocation, execute(invocation, execution, inputType, workflow));
    }

    private <I, O> InvocationOutput execute(
            Invocation invocation, Operation execution, Class<I> inputType, WorkflowFunction<I, O> workflow) {
        try {
            I input = invocation
                    .serde()
                    .deserialize("execution input", execution.executionDetails().inputPayload(), inputType);
            O result = workflow.run(input, new ExecutionContext(invocation));
            return InvocationOutput.succeeded(invocation.serde().serializeResult("execution", result));
        } catch (SuspendExecution suspended) {
            return InvocationOutput.pending();
        } catch (DurableClientException e) {
            if (e.retryable()) {
                throw e;
            }
            return InvocationOutput.failed(Errors.of(e));
        } catch (Exception e) {
            return InvocationOutput.failed(Errors.of(e));
        }
    }

    /** Non-determinism fails the execution even when the workflow caught the exception. */
    private static InvocationOutput outcome(Invocation invocation, InvocationOutput output) {
        return invocation
                .nonDeterminism()
                .map(e -> InvocationOutput.failed(Errors.of(e)))
                .orElse(output);
    }
}

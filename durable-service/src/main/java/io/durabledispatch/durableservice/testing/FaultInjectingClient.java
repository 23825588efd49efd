package io.durabledispatch.durableservice.testing;

import io.durabledispatch.runtime.DurableClientException;
import io.durabledispatch.runtime.DurableExecutionClient;
import io.durabledispatch.runtime.wire.CheckpointResponse;
import io.durabledispatch.runtime.wire.StatePage;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Predicate;
import software.amazon.awssdk.services.lambda.model.OperationUpdate;

/**
 * Wraps a client and, once, loses a chosen checkpoint: the call fails before reaching the service, as if
 * the function crashed right before it, so the invocation dies and the service retries it.
 */
final class FaultInjectingClient implements DurableExecutionClient {
    private final DurableExecutionClient delegate;
    private final AtomicReference<Predicate<List<OperationUpdate>>> crashWhen = new AtomicReference<>();

    FaultInjectingClient(DurableExecutionClient delegate) {
        this.delegate = delegate;
    }

    void crashOnce(Predicate<List<OperationUpdate>> when) {
        crashWhen.set(when);
    }

    @Override
    public CheckpointResponse checkpoint(String executionArn, String checkpointToken, List<OperationUpdate> updates) {
        Predicate<List<OperationUpdate>> when = crashWhen.get();
        if (when != null && when.test(updates) && crashWhen.compareAndSet(when, null)) {
            throw new DurableClientException("InjectedCrash", "checkpoint lost by the test harness", true, null);
        }
        return delegate.checkpoint(executionArn, checkpointToken, updates);
    }

    @Override
    public StatePage getState(String executionArn, String checkpointToken, String marker) {
        return delegate.getState(executionArn, checkpointToken, marker);
    }
}

package io.durabledispatch.durableservice;

import io.durabledispatch.runtime.DurableClientException;
import io.durabledispatch.runtime.DurableExecutionClient;
import io.durabledispatch.runtime.wire.CheckpointRequest;
import io.durabledispatch.runtime.wire.CheckpointResponse;
import io.durabledispatch.runtime.wire.StatePage;
import java.util.List;
import java.util.UUID;
import java.util.function.Supplier;
import software.amazon.awssdk.services.lambda.model.OperationUpdate;

/** The runtime's data-plane port wired straight to an in-process service; errors map as the SDK's would. */
public final class InMemoryDurableExecutionClient implements DurableExecutionClient {
    private final DurableExecutionService service;

    public InMemoryDurableExecutionClient(DurableExecutionService service) {
        this.service = service;
    }

    @Override
    public CheckpointResponse checkpoint(String executionArn, String checkpointToken, List<OperationUpdate> updates) {
        CheckpointRequest request =
                new CheckpointRequest(checkpointToken, UUID.randomUUID().toString(), updates);
        return call(() -> service.checkpoint(executionArn, request));
    }

    @Override
    public StatePage getState(String executionArn, String checkpointToken, String marker) {
        return call(() -> service.state(executionArn, checkpointToken, marker, 0));
    }

    private static <T> T call(Supplier<T> serviceCall) {
        try {
            return serviceCall.get();
        } catch (DurableServiceException e) {
            boolean retryable = e.getMessage().startsWith(DurableServiceException.INVALID_TOKEN_PREFIX)
                    || e.httpStatus() == 429
                    || e.httpStatus() >= 500;
            throw new DurableClientException(e.errorCode(), e.getMessage(), retryable, e);
        }
    }
}

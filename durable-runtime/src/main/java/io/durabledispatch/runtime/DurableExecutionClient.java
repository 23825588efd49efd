package io.durabledispatch.runtime;

import io.durabledispatch.runtime.wire.CheckpointResponse;
import io.durabledispatch.runtime.wire.StatePage;
import java.util.List;
import software.amazon.awssdk.services.lambda.model.OperationUpdate;

/**
 * The durable data plane as the runtime sees it. Two implementations: {@code LambdaDurableExecutionClient}
 * (the SDK's {@code LambdaClient}, in AWS or against the local emulator) and
 * {@code InMemoryDurableExecutionClient} (durable-service's in-process service, for tests; never in a Lambda jar).
 *
 * <p>Failures are {@link DurableClientException}s that say whether the service would accept a retry.
 */
public interface DurableExecutionClient {

    /** CheckpointDurableExecution: consumes {@code checkpointToken}, returns the next one and the delta. */
    CheckpointResponse checkpoint(String executionArn, String checkpointToken, List<OperationUpdate> updates);

    /** GetDurableExecutionState: one page of operations; does not consume the token. */
    StatePage getState(String executionArn, String checkpointToken, String marker);
}

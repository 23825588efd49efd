package io.durabledispatch.runtime.wire;

import java.util.List;
import software.amazon.awssdk.services.lambda.model.OperationUpdate;

/** Body of {@code POST /2025-12-01/durable-executions/{arn}/checkpoint}. */
public record CheckpointRequest(String checkpointToken, String clientToken, List<OperationUpdate> updates) {

    public CheckpointRequest {
        updates = updates == null ? List.of() : List.copyOf(updates);
    }
}

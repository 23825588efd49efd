package io.durabledispatch.runtime.engine;

import io.durabledispatch.runtime.DurableExecutionClient;
import io.durabledispatch.runtime.wire.CheckpointResponse;
import io.durabledispatch.runtime.wire.StatePage;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.lambda.model.OperationUpdate;

/**
 * Sends updates strictly one call at a time, each with the newest token, and folds every reply's delta
 * (paged if need be) into the state. Updates queue until {@link #flush()}, so a step's START and its
 * outcome travel in one call, as the protocol allows.
 */
final class Checkpointer {
    /** The official SDK's cap on updates per call. */
    private static final int MAX_BATCH = 200;

    private final DurableExecutionClient client;
    private final String executionArn;
    private final ExecutionState state;
    private final List<OperationUpdate> queued = new ArrayList<>();
    private String token;

    Checkpointer(DurableExecutionClient client, String executionArn, String token, ExecutionState state) {
        this.client = client;
        this.executionArn = executionArn;
        this.token = token;
        this.state = state;
    }

    void queue(OperationUpdate update) {
        queued.add(update);
        if (queued.size() >= MAX_BATCH) {
            flush();
        }
    }

    void flush() {
        if (queued.isEmpty()) {
            return;
        }
        List<OperationUpdate> batch = List.copyOf(queued);
        queued.clear();
        CheckpointResponse response = client.checkpoint(executionArn, token, batch);
        token = response.checkpointToken();
        absorb(response.newExecutionState());
    }

    /** Loads a page and every page after it, using the current token (which paging does not consume). */
    void absorb(StatePage page) {
        StatePage current = page;
        while (current != null) {
            state.putAll(current.operations());
            current = current.hasMore() ? client.getState(executionArn, token, current.nextMarker()) : null;
        }
    }
}

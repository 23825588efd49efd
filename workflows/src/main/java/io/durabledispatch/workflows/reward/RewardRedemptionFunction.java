package io.durabledispatch.workflows.reward;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import io.durabledispatch.tables.WorkflowTables;
import io.durabledispatch.workflows.ContainerStores;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * The Lambda function the deployed {@code reward-redemption} state machine invokes with its input: runs
 * {@link RewardRedemption} on the points table. An insufficient balance fails the invocation with the error type
 * {@code io.durabledispatch.workflows.points.InsufficientPointsException}, which fails the execution with that
 * error, as the local stand-in does.
 */
public final class RewardRedemptionFunction implements RequestStreamHandler {
    private final RewardRedemption redemption;

    /** Lambda: the points table named by {@code POINTS_TABLE}. */
    public RewardRedemptionFunction() {
        this(new RewardRedemption(
                ContainerStores.of(WorkflowTables.REWARD_REDEMPTION).points()));
    }

    RewardRedemptionFunction(RewardRedemption redemption) {
        this.redemption = redemption;
    }

    @Override
    public void handleRequest(InputStream input, OutputStream output, Context context) throws IOException {
        String result = redemption.apply(new String(input.readAllBytes(), StandardCharsets.UTF_8));
        output.write(result.getBytes(StandardCharsets.UTF_8));
    }
}

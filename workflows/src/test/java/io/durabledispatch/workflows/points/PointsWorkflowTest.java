package io.durabledispatch.workflows.points;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.workflows.Contracts;
import io.durabledispatch.workflows.InMemorySideEffects;
import io.durabledispatch.workflows.LocalWorkflows;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.OperationAction;

/** points-workflow end to end: one ledger line per business event, whatever is redelivered or re-run. */
class PointsWorkflowTest {
    private static final String NAME = "points-earned-acme-M-5-order-A-1001-7d1e";
    private static final String INPUT = Contracts.canonicalInput("points");

    private final InMemorySideEffects stores = InMemorySideEffects.create();
    private final LocalWorkflows local = new LocalWorkflows(stores.ports());

    @Test
    void points_areGranted_whenTheEventArrives() {
        String arn = local.startAndRun("points-workflow", NAME, INPUT);

        assertThat(local.execution(arn).status()).isEqualTo(ExecutionStatus.SUCCEEDED);
        assertThat(stores.points().grants()).containsExactly(new PointsGrant("acme", "M-5", "order:A-1001", 120));
        assertThat(stores.points().balance("acme", "M-5")).isEqualTo(120);
    }

    @Test
    void points_areGrantedOnce_whenTheSameExecutionNameIsStartedTwice() {
        String first = local.startAndRun("points-workflow", NAME, INPUT);
        String redelivered = local.startAndRun("points-workflow", NAME, INPUT);

        assertThat(redelivered).isEqualTo(first);
        assertThat(stores.points().balance("acme", "M-5")).isEqualTo(120);
    }

    @Test
    void points_areGrantedOnce_whenTheFunctionCrashesAfterTheGrantBeforeItsCheckpoint() {
        local.harness().crashBeforeCheckpoint(PointsFlow.GRANT_POINTS, OperationAction.SUCCEED);

        String arn = local.startAndRun("points-workflow", NAME, INPUT);

        assertThat(local.recover(arn).status()).isEqualTo(ExecutionStatus.SUCCEEDED);
        assertThat(stores.points().grants()).hasSize(1);
        assertThat(stores.points().balance("acme", "M-5")).isEqualTo(120);
    }

    @Test
    void points_areGrantedOnce_whenTheSameEventRunsUnderAnotherExecutionName() {
        local.startAndRun("points-workflow", NAME, INPUT);
        String rerun = local.startAndRun("points-workflow", NAME + "-g2", INPUT);

        assertThat(local.execution(rerun).status()).isEqualTo(ExecutionStatus.SUCCEEDED);
        assertThat(stores.points().grants()).hasSize(1);
        assertThat(stores.points().balance("acme", "M-5")).isEqualTo(120);
    }
}

package io.durabledispatch.workflows;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.durableservice.testing.DurableTestHarness;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;

class WorkflowCatalogTest {
    private final InMemorySideEffects stores = InMemorySideEffects.create();
    private final LocalWorkflows local = new LocalWorkflows(stores.ports());

    @Test
    void durableFunctions_areTheDeployedFunctionNames() {
        var catalog = new WorkflowCatalog(new DurableTestHarness().runtime(), stores.ports());

        assertThat(catalog.durableFunctions())
                .containsOnlyKeys("order-workflow", "points-workflow", "catalog-workflow");
    }

    @Test
    void rewardRedemption_spendsPointsGrantedByThePointsWorkflow_throughTheSharedLedger() {
        String grant = "{\"activity_id\":\"signup\",\"member_id\":\"M-42\",\"points\":600,\"tenant_id\":\"initech\"}";
        String arn = local.startAndRun("points-workflow", "points-earned-initech-M-42-signup", grant);
        assertThat(local.execution(arn).status()).isEqualTo(ExecutionStatus.SUCCEEDED);

        String output = local.catalog().rewardRedemption().apply(Contracts.canonicalInput("reward"));

        assertThat(output).contains("\"points_debited\":500");
        assertThat(stores.points().balance("initech", "M-42")).isEqualTo(100);
    }
}

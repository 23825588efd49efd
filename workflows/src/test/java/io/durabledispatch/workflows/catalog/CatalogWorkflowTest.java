package io.durabledispatch.workflows.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.workflows.Contracts;
import io.durabledispatch.workflows.InMemorySideEffects;
import io.durabledispatch.workflows.LocalWorkflows;
import io.durabledispatch.workflows.SideEffects;
import io.durabledispatch.workflows.common.Money;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.OperationAction;

/** catalog-workflow end to end: a product and its price, once, even across failures between the steps. */
class CatalogWorkflowTest {
    private static final String NAME = "product-registered-globex-SKU-LAMP-9-0b4c";
    private static final String INPUT = Contracts.canonicalInput("catalog");
    private static final PriceRecord PRICE =
            new PriceRecord("globex", "SKU-LAMP-9", new Money("USD", new BigDecimal("12.00")));

    private final InMemorySideEffects stores = InMemorySideEffects.create();
    private final FailingPricesCatalog flakyCatalog = new FailingPricesCatalog(stores.catalog());

    private LocalWorkflows local(ProductCatalog catalog) {
        var ports = stores.ports();
        return new LocalWorkflows(new SideEffects(
                ports.orders(),
                ports.inventory(),
                ports.payments(),
                ports.shipping(),
                ports.notifications(),
                ports.points(),
                catalog));
    }

    @Test
    void catalog_registersProductAndPrice_whenTheEventArrives() {
        var local = local(stores.catalog());

        String arn = local.startAndRun("catalog-workflow", NAME, INPUT);

        assertThat(local.execution(arn).status()).isEqualTo(ExecutionStatus.SUCCEEDED);
        assertThat(stores.catalog().products())
                .containsExactly(new ProductRecord("globex", "SKU-LAMP-9", "Desk lamp", "lighting"));
        assertThat(stores.catalog().prices()).containsExactly(PRICE);
    }

    @Test
    void catalog_completesWithOneProductAndOnePrice_whenReRunAfterAFailureBetweenTheSteps() {
        var local = local(flakyCatalog);
        String failed = local.startAndRun("catalog-workflow", NAME, INPUT);
        assertThat(local.recover(failed).status()).isEqualTo(ExecutionStatus.FAILED);
        assertThat(stores.catalog().products()).hasSize(1);
        assertThat(stores.catalog().prices()).isEmpty();

        flakyCatalog.recover();
        String rerun = local.startAndRun("catalog-workflow", NAME + "-g2", INPUT);

        assertThat(local.execution(rerun).status()).isEqualTo(ExecutionStatus.SUCCEEDED);
        assertThat(stores.catalog().products()).hasSize(1);
        assertThat(stores.catalog().prices()).containsExactly(PRICE);
    }

    @Test
    void catalog_completesWithOneProduct_whenTheFunctionCrashesAfterTheProductBeforeItsCheckpoint() {
        var local = local(stores.catalog());
        local.harness().crashBeforeCheckpoint(CatalogFlow.REGISTER_PRODUCT, OperationAction.SUCCEED);

        String arn = local.startAndRun("catalog-workflow", NAME, INPUT);

        assertThat(local.recover(arn).status()).isEqualTo(ExecutionStatus.SUCCEEDED);
        assertThat(stores.catalog().products()).hasSize(1);
        assertThat(stores.catalog().prices()).containsExactly(PRICE);
    }

    @Test
    void catalog_runsOnce_whenTheSameExecutionNameIsStartedTwice() {
        var local = local(stores.catalog());

        String first = local.startAndRun("catalog-workflow", NAME, INPUT);
        String redelivered = local.startAndRun("catalog-workflow", NAME, INPUT);

        assertThat(redelivered).isEqualTo(first);
        assertThat(local.execution(first).status()).isEqualTo(ExecutionStatus.SUCCEEDED);
        assertThat(stores.catalog().products()).hasSize(1);
        assertThat(stores.catalog().prices()).hasSize(1);
    }
}

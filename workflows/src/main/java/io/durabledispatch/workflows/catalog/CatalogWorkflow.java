package io.durabledispatch.workflows.catalog;

import io.durabledispatch.runtime.DurableContext;
import io.durabledispatch.runtime.DurableHandler;
import io.durabledispatch.runtime.DurableRuntime;
import io.durabledispatch.tables.WorkflowTables;
import io.durabledispatch.workflows.ContainerStores;
import io.durabledispatch.workflows.SideEffects;

/**
 * Durable entry of {@code catalog-workflow}, started by the dispatcher for each {@code catalog.product_registered}
 * event. Steps: register-product, register-price. Reads only the durable runtime's environment.
 */
public final class CatalogWorkflow extends DurableHandler<CatalogInput, CatalogResult> {
    private final CatalogFlow flow;

    /** Lambda: runtime from the environment, the DynamoDB tables its environment names ({@link ContainerStores}). */
    public CatalogWorkflow() {
        super(CatalogInput.class);
        this.flow = new CatalogFlow(new DefaultCatalogSteps(
                ContainerStores.of(WorkflowTables.CATALOG_WORKFLOW).catalog()));
    }

    public CatalogWorkflow(DurableRuntime runtime, SideEffects sideEffects) {
        super(CatalogInput.class, runtime);
        this.flow = new CatalogFlow(new DefaultCatalogSteps(sideEffects.catalog()));
    }

    @Override
    protected CatalogResult handle(CatalogInput input, DurableContext context) {
        return flow.run(input, context);
    }
}

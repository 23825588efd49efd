package io.durabledispatch.tables;

import io.durabledispatch.tables.samples.CatalogSample;
import io.durabledispatch.tables.samples.OrderSample;
import io.durabledispatch.tables.samples.PointsSample;
import io.durabledispatch.tables.samples.SampleWorkflow;
import io.durabledispatch.tables.samples.SampleWorkflows;
import java.util.List;

/**
 * The tables behind the workflows' side-effect ports, one per port, as the samples declare them ({@link
 * SampleWorkflows}); the constants name them for the adapters. Each key is the business key of the side effect, so
 * a conditional write on it is the unique constraint that makes a re-run step harmless. The table design (items,
 * conditions) is described in docs/reference/state.md.
 */
public final class WorkflowTables {
    public static final String ORDER_WORKFLOW = SampleWorkflows.ORDER.functionName();
    public static final String POINTS_WORKFLOW = SampleWorkflows.POINTS.functionName();
    public static final String CATALOG_WORKFLOW = SampleWorkflows.CATALOG.functionName();
    /** The function the reward-redemption state machine invokes (and the local stand-in runs). */
    public static final String REWARD_REDEMPTION = SampleWorkflows.REWARD_REDEMPTION.functionName();

    public static final TableSpec ORDERS = OrderSample.ORDERS;
    public static final TableSpec RESERVATIONS = OrderSample.RESERVATIONS;
    public static final TableSpec CHARGES = OrderSample.CHARGES;
    public static final TableSpec POINTS = PointsSample.POINTS;
    public static final TableSpec CATALOG = CatalogSample.CATALOG;

    /** Every table once, in the samples' order. */
    public static final List<TableSpec> ALL = SampleWorkflows.tables();

    private WorkflowTables() {}

    /** The tables {@code functionName} uses, in {@link #ALL}'s order; none for a function that is no sample. */
    public static List<TableSpec> usedBy(String functionName) {
        List<TableSpec> own = SampleWorkflows.byFunction(functionName)
                .map(SampleWorkflow::tables)
                .orElse(List.of());
        return ALL.stream().filter(own::contains).toList();
    }
}

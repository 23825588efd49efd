package io.durabledispatch.tables;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The tables behind the workflows' side-effect ports, one per port. Each key is the business key of the side
 * effect, so a conditional write on it is the unique constraint that makes a re-run step harmless. The table
 * design (items, conditions) is described in docs/reference/state.md.
 */
public final class WorkflowTables {
    public static final String ORDER_WORKFLOW = "order-workflow";
    public static final String POINTS_WORKFLOW = "points-workflow";
    public static final String CATALOG_WORKFLOW = "catalog-workflow";
    /** The function the reward-redemption state machine invokes (and the local stand-in runs). */
    public static final String REWARD_REDEMPTION = "reward-redemption";

    /** One item per order, keyed by tenant and order number. */
    public static final TableSpec ORDERS =
            new TableSpec("orders", "ORDERS_TABLE", "tenant_id", Optional.of("order_no"), Set.of(ORDER_WORKFLOW));

    /** One item per reservation; its id is the order execution's name. */
    public static final TableSpec RESERVATIONS = new TableSpec(
            "reservations", "RESERVATIONS_TABLE", "reservation_id", Optional.empty(), Set.of(ORDER_WORKFLOW));

    /** One item per charge, keyed by its idempotency key (the order execution's name). */
    public static final TableSpec CHARGES =
            new TableSpec("charges", "CHARGES_TABLE", "idempotency_key", Optional.empty(), Set.of(ORDER_WORKFLOW));

    /** One item per member account: the balance with every grant and redemption applied to it. */
    public static final TableSpec POINTS = new TableSpec(
            "points",
            "POINTS_TABLE",
            "tenant_id",
            Optional.of("member_id"),
            Set.of(POINTS_WORKFLOW, REWARD_REDEMPTION));

    /** Products and prices of a tenant, told apart by the sort key ({@code product#SKU}, {@code price#SKU#EUR}). */
    public static final TableSpec CATALOG =
            new TableSpec("catalog", "CATALOG_TABLE", "tenant_id", Optional.of("record_key"), Set.of(CATALOG_WORKFLOW));

    public static final List<TableSpec> ALL = List.of(ORDERS, RESERVATIONS, CHARGES, POINTS, CATALOG);

    private WorkflowTables() {}

    /** The tables {@code functionName} uses, in {@link #ALL}'s order. */
    public static List<TableSpec> usedBy(String functionName) {
        return ALL.stream().filter(table -> table.usedBy(functionName)).toList();
    }
}

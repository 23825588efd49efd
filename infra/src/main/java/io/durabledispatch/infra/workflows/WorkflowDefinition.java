package io.durabledispatch.infra.workflows;

import java.util.List;

/**
 * One durable workflow function: its fixed name (the route document and the local stack use the same
 * names) and its handler in the workflows jar.
 */
public record WorkflowDefinition(String functionName, String handler) {
    public static final String ORDER_WORKFLOW = "order-workflow";

    public static final List<WorkflowDefinition> ALL = List.of(
            new WorkflowDefinition(ORDER_WORKFLOW, "io.durabledispatch.workflows.order.OrderWorkflow::handleRequest"),
            new WorkflowDefinition(
                    "points-workflow", "io.durabledispatch.workflows.points.PointsWorkflow::handleRequest"),
            new WorkflowDefinition(
                    "catalog-workflow", "io.durabledispatch.workflows.catalog.CatalogWorkflow::handleRequest"));

    /** {@code order-workflow} → {@code OrderWorkflow}: construct ids and output names. */
    public String logicalName() {
        StringBuilder name = new StringBuilder();
        for (String part : functionName.split("-")) {
            name.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
        }
        return name.toString();
    }
}

package io.durabledispatch.infra.workflows;

import io.durabledispatch.tables.TableSpec;
import io.durabledispatch.tables.WorkflowTables;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awscdk.RemovalPolicy;
import software.amazon.awscdk.services.dynamodb.Attribute;
import software.amazon.awscdk.services.dynamodb.AttributeType;
import software.amazon.awscdk.services.dynamodb.BillingMode;
import software.amazon.awscdk.services.dynamodb.PointInTimeRecoverySpecification;
import software.amazon.awscdk.services.dynamodb.Table;
import software.amazon.awscdk.services.iam.IGrantable;
import software.constructs.Construct;

/**
 * The workflows' DynamoDB tables, one per side-effect port as {@link WorkflowTables} declares them (the local
 * stack creates the same list on dynalite). Business records: on-demand, encrypted, point-in-time recoverable,
 * retained when the stack is deleted. A function gets the names of its own tables as environment variables and
 * item-level access to those tables only.
 */
public final class WorkflowStores extends Construct {
    /** What the adapters do: conditional puts and updates, consistent reads. Nothing table-level, no scans. */
    public static final List<String> ITEM_ACTIONS =
            List.of("dynamodb:GetItem", "dynamodb:PutItem", "dynamodb:UpdateItem");

    private final Map<TableSpec, Table> tables = new LinkedHashMap<>();

    public WorkflowStores(Construct scope, String id) {
        super(scope, id);
        WorkflowTables.ALL.forEach(spec -> tables.put(spec, createTable(spec)));
    }

    public Table table(TableSpec spec) {
        return tables.get(spec);
    }

    /** The variables naming {@code functionName}'s tables (empty for a function that uses none). */
    public Map<String, String> environmentFor(String functionName) {
        Map<String, String> environment = new LinkedHashMap<>();
        WorkflowTables.usedBy(functionName)
                .forEach(spec ->
                        environment.put(spec.variable(), tables.get(spec).getTableName()));
        return environment;
    }

    /** Grants {@code function} the item actions on its own tables, and nothing on the others. */
    public void grantTo(String functionName, IGrantable function) {
        WorkflowTables.usedBy(functionName)
                .forEach(spec -> tables.get(spec).grant(function, ITEM_ACTIONS.toArray(String[]::new)));
    }

    private Table createTable(TableSpec spec) {
        var builder = Table.Builder.create(this, capitalized(spec.id()))
                .partitionKey(stringKey(spec.partitionKey()))
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .encryption(software.amazon.awscdk.services.dynamodb.TableEncryption.AWS_MANAGED)
                .pointInTimeRecoverySpecification(PointInTimeRecoverySpecification.builder()
                        .pointInTimeRecoveryEnabled(true)
                        .build())
                .removalPolicy(RemovalPolicy.RETAIN);
        spec.sortKey().ifPresent(sort -> builder.sortKey(stringKey(sort)));
        return builder.build();
    }

    private static Attribute stringKey(String name) {
        return Attribute.builder().name(name).type(AttributeType.STRING).build();
    }

    private static String capitalized(String id) {
        return Character.toUpperCase(id.charAt(0)) + id.substring(1);
    }
}

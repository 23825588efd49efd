package io.durabledispatch.infra.workflows;

import io.durabledispatch.construct.nag.NagReasons;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.RemovalPolicy;
import software.amazon.awscdk.services.dynamodb.Attribute;
import software.amazon.awscdk.services.dynamodb.AttributeType;
import software.amazon.awscdk.services.dynamodb.BillingMode;
import software.amazon.awscdk.services.dynamodb.PointInTimeRecoverySpecification;
import software.amazon.awscdk.services.dynamodb.Table;
import software.amazon.awscdk.services.dynamodb.TableEncryption;
import software.amazon.awscdk.services.logs.LogGroup;
import software.amazon.awscdk.services.logs.RetentionDays;
import software.amazon.awscdk.services.stepfunctions.DefinitionBody;
import software.amazon.awscdk.services.stepfunctions.LogLevel;
import software.amazon.awscdk.services.stepfunctions.LogOptions;
import software.amazon.awscdk.services.stepfunctions.StateMachine;
import software.amazon.awscdk.services.stepfunctions.StateMachineType;
import software.constructs.Construct;

/**
 * The Step Functions target: a STANDARD state machine that records a reward redemption exactly once, keyed
 * by tenant and redemption id. Names are remembered by Step Functions for 90 days. Its type comes from
 * context so that the construct's EXPRESS guard can be seen refusing it.
 */
public final class RewardRedemption extends Construct {
    public static final String STATE_MACHINE_NAME = "reward-redemption";

    private final Table table;
    private final StateMachine stateMachine;

    public RewardRedemption(Construct scope, String id, StateMachineType type) {
        super(scope, id);
        this.table = createTable();
        this.stateMachine = createStateMachine(type);
    }

    public Table table() {
        return table;
    }

    public StateMachine stateMachine() {
        return stateMachine;
    }

    /** Redemptions are business records: the table is retained on delete and recoverable to a point in time. */
    private Table createTable() {
        return Table.Builder.create(this, "Redemptions")
                .partitionKey(Attribute.builder()
                        .name("tenant_id")
                        .type(AttributeType.STRING)
                        .build())
                .sortKey(Attribute.builder()
                        .name("redemption_id")
                        .type(AttributeType.STRING)
                        .build())
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .encryption(TableEncryption.AWS_MANAGED)
                .pointInTimeRecoverySpecification(PointInTimeRecoverySpecification.builder()
                        .pointInTimeRecoveryEnabled(true)
                        .build())
                .removalPolicy(RemovalPolicy.RETAIN)
                .build();
    }

    private StateMachine createStateMachine(StateMachineType type) {
        StateMachine machine = StateMachine.Builder.create(this, "StateMachine")
                .stateMachineName(STATE_MACHINE_NAME)
                .stateMachineType(type)
                .definitionBody(DefinitionBody.fromChainable(RedemptionDefinition.build(this, table)))
                .timeout(Duration.minutes(5))
                .tracingEnabled(true)
                .logs(LogOptions.builder()
                        .destination(createLogGroup())
                        .level(LogLevel.ALL)
                        // Inputs carry member ids: keep execution data out of the logs.
                        .includeExecutionData(false)
                        .build())
                .removalPolicy(RemovalPolicy.DESTROY)
                .build();
        NagReasons.suppress(
                machine,
                "AwsSolutions-IAM5",
                "CDK's grants for X-Ray tracing and log delivery: these APIs have no resource-level permissions.",
                "Resource::*");
        return machine;
    }

    private LogGroup createLogGroup() {
        return LogGroup.Builder.create(this, "Logs")
                .retention(RetentionDays.ONE_MONTH)
                .removalPolicy(RemovalPolicy.DESTROY)
                .build();
    }
}

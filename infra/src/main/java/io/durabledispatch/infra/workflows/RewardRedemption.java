package io.durabledispatch.infra.workflows;

import io.durabledispatch.construct.nag.NagReasons;
import io.durabledispatch.tables.samples.SampleWorkflow;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.RemovalPolicy;
import software.amazon.awscdk.services.lambda.Architecture;
import software.amazon.awscdk.services.lambda.Code;
import software.amazon.awscdk.services.lambda.Function;
import software.amazon.awscdk.services.lambda.Runtime;
import software.amazon.awscdk.services.logs.LogGroup;
import software.amazon.awscdk.services.logs.RetentionDays;
import software.amazon.awscdk.services.stepfunctions.DefinitionBody;
import software.amazon.awscdk.services.stepfunctions.LogLevel;
import software.amazon.awscdk.services.stepfunctions.LogOptions;
import software.amazon.awscdk.services.stepfunctions.StateMachine;
import software.amazon.awscdk.services.stepfunctions.StateMachineType;
import software.constructs.Construct;

/**
 * The Step Functions target: a STANDARD state machine whose one task invokes {@code RewardRedemptionFunction}
 * (workflows jar), which debits the member's points once per redemption id with one conditional update of the
 * points table, the code the local stand-in runs. Names are remembered by Step Functions for 90 days. Its type
 * comes from context so that the construct's EXPRESS guard can be seen refusing it.
 */
public final class RewardRedemption extends Construct {
    private final SampleWorkflow sample;
    private final Function function;
    private final StateMachine stateMachine;

    /** Its construct id is the sample's logical name ({@code RewardRedemption}). */
    public RewardRedemption(
            Construct scope, SampleWorkflow sample, StateMachineType type, Code workflowsCode, WorkflowStores stores) {
        super(scope, sample.logicalName());
        this.sample = sample;
        this.function = createFunction(workflowsCode, stores);
        stores.grantTo(sample.functionName(), function);
        this.stateMachine = createStateMachine(type);
    }

    public Function function() {
        return function;
    }

    public StateMachine stateMachine() {
        return stateMachine;
    }

    private Function createFunction(Code code, WorkflowStores stores) {
        Function created = Function.Builder.create(this, "Function")
                .functionName(sample.functionName())
                .runtime(Runtime.JAVA_25)
                .architecture(Architecture.ARM_64)
                .handler(sample.handler())
                .code(code)
                .memorySize(1024)
                .timeout(Duration.seconds(30))
                .environment(stores.environmentFor(sample.functionName()))
                .logGroup(LogGroup.Builder.create(this, "FunctionLogs")
                        .retention(RetentionDays.ONE_MONTH)
                        .removalPolicy(RemovalPolicy.DESTROY)
                        .build())
                .build();
        created.applyRemovalPolicy(RemovalPolicy.DESTROY);
        NagReasons.basicExecutionRole(created);
        return created;
    }

    private StateMachine createStateMachine(StateMachineType type) {
        StateMachine machine = StateMachine.Builder.create(this, "StateMachine")
                .stateMachineName(sample.targetName())
                .stateMachineType(type)
                .definitionBody(DefinitionBody.fromChainable(RedemptionDefinition.build(this, function)))
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
        NagReasons.suppressMatching(
                machine,
                "AwsSolutions-IAM5",
                "CDK's grant for invoking the redemption function also covers its versions and aliases (ARN:*).",
                "/^Resource::<RewardRedemptionFunction[A-Za-z0-9]*\\.Arn>:\\*$/g");
        return machine;
    }

    private LogGroup createLogGroup() {
        return LogGroup.Builder.create(this, "Logs")
                .retention(RetentionDays.ONE_MONTH)
                .removalPolicy(RemovalPolicy.DESTROY)
                .build();
    }
}

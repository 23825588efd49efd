package io.durabledispatch.infra.workflows;

import io.durabledispatch.infra.config.JavaRuntime;
import io.durabledispatch.infra.config.WorkflowSettings;
import io.durabledispatch.infra.nag.NagReasons;
import java.nio.file.Path;
import software.amazon.awscdk.Annotations;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.RemovalPolicy;
import software.amazon.awscdk.services.lambda.Alias;
import software.amazon.awscdk.services.lambda.Code;
import software.amazon.awscdk.services.lambda.DurableConfig;
import software.amazon.awscdk.services.lambda.Function;
import software.amazon.awscdk.services.logs.LogGroup;
import software.amazon.awscdk.services.logs.RetentionDays;
import software.constructs.Construct;

/**
 * One Lambda durable function with a published version and the alias {@code live}. Executions pin the
 * version they started on, and the dispatcher may only invoke the alias, so a deploy never changes the
 * code under a running execution.
 */
public final class DurableWorkflow extends Construct {
    public static final String ALIAS_NAME = "live";

    private final WorkflowDefinition definition;
    private final java.time.Duration retention;
    private final Function function;
    private final Alias alias;

    public DurableWorkflow(
            Construct scope, WorkflowDefinition definition, WorkflowSettings settings, Path workflowsJar) {
        super(scope, definition.logicalName());
        this.definition = definition;
        this.retention = settings.retention();
        this.function = createFunction(settings, workflowsJar);
        this.alias = createAlias();
    }

    public WorkflowDefinition definition() {
        return definition;
    }

    /** How long Lambda keeps a closed execution, and so refuses its name. */
    public java.time.Duration retention() {
        return retention;
    }

    public Function function() {
        return function;
    }

    public Alias alias() {
        return alias;
    }

    private Function createFunction(WorkflowSettings settings, Path workflowsJar) {
        Function created = Function.Builder.create(this, "Function")
                .functionName(definition.functionName())
                .runtime(JavaRuntime.LAMBDA)
                .handler(definition.handler())
                .code(Code.fromAsset(workflowsJar.toString()))
                .memorySize(settings.memoryMb())
                .timeout(Duration.seconds(settings.invocationTimeout().toSeconds()))
                .durableConfig(DurableConfig.builder()
                        .executionTimeout(
                                Duration.hours(settings.executionTimeout().toHours()))
                        .retentionPeriod(Duration.days(settings.retention().toDays()))
                        .build())
                .logGroup(createLogGroup())
                .build();
        created.applyRemovalPolicy(RemovalPolicy.DESTROY);
        Annotations.of(created)
                .acknowledgeInfo(
                        "aws-lambda:Function.DurableConfig",
                        "Workflow functions are durable from their first deploy; none is converted later.");
        NagReasons.suppress(
                created,
                "AwsSolutions-IAM4",
                "AWS managed policy that CDK attaches to durable functions: logging plus the durable "
                        + "checkpoint/state APIs (CheckpointDurableExecution, GetDurableExecutionState), nothing else.",
                "Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicDurableExecutionRolePolicy");
        return created;
    }

    private LogGroup createLogGroup() {
        return LogGroup.Builder.create(this, "Logs")
                .retention(RetentionDays.ONE_MONTH)
                .removalPolicy(RemovalPolicy.DESTROY)
                .build();
    }

    private Alias createAlias() {
        return Alias.Builder.create(this, "Live")
                .aliasName(ALIAS_NAME)
                .version(function.getCurrentVersion())
                .build();
    }
}

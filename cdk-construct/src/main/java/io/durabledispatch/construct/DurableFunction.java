package io.durabledispatch.construct;

import io.durabledispatch.construct.nag.NagReasons;
import software.amazon.awscdk.Annotations;
import software.amazon.awscdk.RemovalPolicy;
import software.amazon.awscdk.services.lambda.Alias;
import software.amazon.awscdk.services.lambda.DurableConfig;
import software.amazon.awscdk.services.lambda.Function;
import software.amazon.awscdk.services.logs.LogGroup;
import software.amazon.awscdk.services.logs.RetentionDays;
import software.constructs.Construct;

/**
 * One Lambda durable function with a published version behind an alias ({@code live}). Executions pin the
 * version they started on, and the dispatcher may invoke only the alias, so a deploy never changes the code
 * under a running execution. {@link #asTarget} makes it a route's target with its retention known.
 */
public final class DurableFunction extends Construct {
    private final java.time.Duration retention;
    private final Function function;
    private final Alias alias;

    public DurableFunction(Construct scope, String id, DurableFunctionProps props) {
        super(scope, id);
        this.retention = java.time.Duration.ofDays(props.retention().toDays().longValue());
        this.function = createFunction(props);
        // The child id follows the alias name: a renamed id would replace the alias, and CloudFormation cannot
        // create the replacement while the old alias still holds the name.
        this.alias = Alias.Builder.create(this, capitalized(props.aliasName()))
                .aliasName(props.aliasName())
                .version(function.getCurrentVersion())
                .build();
    }

    public Function function() {
        return function;
    }

    public Alias alias() {
        return alias;
    }

    /** The DurableConfig retention: how long Lambda refuses a closed execution's name. */
    public software.amazon.awscdk.Duration retention() {
        return software.amazon.awscdk.Duration.days(retention.toDays());
    }

    public DurableFunctionTarget asTarget() {
        return DispatchTarget.durableFunction(this);
    }

    private static String capitalized(String name) {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    private Function createFunction(DurableFunctionProps props) {
        Function created = Function.Builder.create(this, "Function")
                .functionName(props.functionName().orElse(null))
                .runtime(props.runtime())
                .architecture(props.architecture())
                .handler(props.handler())
                .code(props.code())
                .memorySize(props.memorySize())
                .timeout(props.timeout())
                .environment(props.environment())
                .durableConfig(DurableConfig.builder()
                        .executionTimeout(props.executionTimeout())
                        .retentionPeriod(props.retention())
                        .build())
                .logGroup(LogGroup.Builder.create(this, "Logs")
                        .retention(RetentionDays.ONE_MONTH)
                        .removalPolicy(RemovalPolicy.DESTROY)
                        .build())
                .build();
        created.applyRemovalPolicy(RemovalPolicy.DESTROY);
        Annotations.of(created)
                .acknowledgeInfo(
                        "aws-lambda:Function.DurableConfig",
                        "Durable from the first deploy: a function cannot be made durable later.");
        NagReasons.suppress(
                created,
                "AwsSolutions-IAM4",
                "AWS managed policy that CDK attaches to durable functions: logging plus the durable "
                        + "checkpoint/state APIs (CheckpointDurableExecution, GetDurableExecutionState), nothing else.",
                "Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicDurableExecutionRolePolicy");
        return created;
    }
}

package io.durabledispatch.construct;

import java.util.Optional;
import java.util.function.Function;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.Token;
import software.amazon.awscdk.services.lambda.CfnFunction;
import software.amazon.awscdk.services.lambda.IAlias;
import software.amazon.awscdk.services.lambda.IFunction;

/**
 * A Lambda durable function, always invoked through an alias: an execution stays on the version it started
 * on, and the dispatcher's role may invoke exactly this alias.
 *
 * @param functionName the function's name or unqualified ARN, as the dispatcher's route document takes it
 * @param qualifier the alias name
 * @param aliasArn the alias's ARN: the one resource the dispatcher may invoke
 * @param nameRetention the function's DurableConfig retention: how long Lambda refuses a closed execution's name
 * @param startQuota durable execution starts per second this function may receive (see {@link #withStartQuota})
 */
public record DurableFunctionTarget(
        String label,
        String functionName,
        String qualifier,
        String aliasArn,
        java.time.Duration nameRetention,
        double startQuota)
        implements DispatchTarget {
    /**
     * The default "function invocation rate to initiate durable executions", 300 requests per second per account
     * and Region, the same in every Region ("Lambda quotas", durable functions section). Set your account's
     * figure (it can be raised) with {@link #withStartQuota}.
     */
    public static final double DEFAULT_START_QUOTA = 300;

    public DurableFunctionTarget {
        Checks.require(
                nameRetention.toDays() >= 1 && nameRetention.toDays() <= 90,
                "durable function " + label + ": retention must be 1 to 90 days (DurableConfig), was "
                        + nameRetention.toDays() + " days");
        Checks.require(startQuota > 0, "durable function " + label + ": startQuota must be positive");
    }

    static DurableFunctionTarget of(IAlias alias, Duration retention) {
        IFunction function = alias.getVersion().getLambda();
        String name = function.getFunctionName();
        String label = readableName(function) + ":" + alias.getAliasName();
        return new DurableFunctionTarget(
                label,
                name,
                alias.getAliasName(),
                alias.getFunctionArn(),
                java.time.Duration.ofDays(retention.toDays().longValue()),
                DEFAULT_START_QUOTA);
    }

    static DurableFunctionTarget ofArn(String aliasArn, Duration retention) {
        QualifiedFunctionArn arn = QualifiedFunctionArn.parse(aliasArn);
        return new DurableFunctionTarget(
                arn.name() + ":" + arn.qualifier(),
                arn.unqualified(),
                arn.qualifier(),
                aliasArn,
                java.time.Duration.ofDays(retention.toDays().longValue()),
                DEFAULT_START_QUOTA);
    }

    /** The function's name when it is known at synth (given, or of an import), else its construct path. */
    private static String readableName(IFunction function) {
        String name = Optional.ofNullable(function.getNode().getDefaultChild())
                .filter(CfnFunction.class::isInstance)
                .map(child -> ((CfnFunction) child).getFunctionName())
                .orElse(function.getFunctionName());
        return name == null || Token.isUnresolved(name) ? function.getNode().getPath() : name;
    }

    /** The same target with your account's durable start quota, in starts per second. */
    public DurableFunctionTarget withStartQuota(double startsPerSecond) {
        return new DurableFunctionTarget(label, functionName, qualifier, aliasArn, nameRetention, startsPerSecond);
    }

    @Override
    public <R> R fold(
            Function<? super DurableFunctionTarget, ? extends R> durableFunction,
            Function<? super StateMachineTarget, ? extends R> stateMachine) {
        return durableFunction.apply(this);
    }
}

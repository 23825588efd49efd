package io.durabledispatch.construct;

import java.util.Optional;
import java.util.function.Function;
import software.amazon.awscdk.Stack;
import software.amazon.awscdk.Token;
import software.amazon.awscdk.services.stepfunctions.CfnStateMachine;
import software.amazon.awscdk.services.stepfunctions.IStateMachine;
import software.amazon.awscdk.services.stepfunctions.StateMachineType;

/**
 * A Step Functions state machine. Only STANDARD machines refuse a second execution under one name; EXPRESS
 * ones run it again, so the construct refuses them at synth (and the dispatcher again at cold start).
 *
 * @param type the machine's type when known: read from a machine of this app, or declared for an import
 * @param startQuota StartExecution calls per second this machine may receive (see {@link #withStartQuota})
 */
public record StateMachineTarget(
        String label, IStateMachine machine, Optional<StateMachineType> type, double startQuota)
        implements DispatchTarget {
    /** Step Functions remembers a STANDARD execution's name for 90 days after it closed. */
    public static final java.time.Duration NAME_RETENTION = java.time.Duration.ofDays(90);

    /**
     * The default StartExecution refill rate of a STANDARD machine in US East (N. Virginia), US West (Oregon) and
     * Europe (Ireland), per account and Region (bucket 1,300): "Step Functions service quotas", "Quotas related to
     * API action throttling". Also used when the stack's Region is not known at synth. Set your account's figure
     * with {@link #withStartQuota}.
     */
    public static final double DEFAULT_START_QUOTA = 300;
    /** The same quota in every other Region (bucket 800). */
    public static final double OTHER_REGIONS_START_QUOTA = 150;

    private static final java.util.Set<String> LARGEST_REGIONS =
            java.util.Set.of("us-east-1", "us-west-2", "eu-west-1");

    public StateMachineTarget {
        Checks.require(startQuota > 0, "state machine " + label + ": startQuota must be positive");
    }

    static StateMachineTarget of(IStateMachine machine, StateMachineType declared) {
        Optional<CfnStateMachine> definedHere = definedHere(machine);
        Optional<StateMachineType> type =
                Optional.ofNullable(declared).or(() -> definedHere.map(StateMachineTarget::typeOf));
        String name = definedHere.map(CfnStateMachine::getStateMachineName).orElse(null);
        String label = name != null && !Token.isUnresolved(name)
                ? name
                : machine.getNode().getPath();
        return new StateMachineTarget(
                label, machine, type, defaultStartQuota(Stack.of(machine).getRegion()));
    }

    /** The documented default for a Region; an unresolved (environment-agnostic) Region gets the larger one. */
    static double defaultStartQuota(String region) {
        if (region == null || Token.isUnresolved(region) || LARGEST_REGIONS.contains(region)) {
            return DEFAULT_START_QUOTA;
        }
        return OTHER_REGIONS_START_QUOTA;
    }

    /** The same target with your account's StartExecution quota, in starts per second. */
    public StateMachineTarget withStartQuota(double startsPerSecond) {
        return new StateMachineTarget(label, machine, type, startsPerSecond);
    }

    public String stateMachineArn() {
        return machine.getStateMachineArn();
    }

    @Override
    public java.time.Duration nameRetention() {
        return NAME_RETENTION;
    }

    @Override
    public <R> R fold(
            Function<? super DurableFunctionTarget, ? extends R> durableFunction,
            Function<? super StateMachineTarget, ? extends R> stateMachine) {
        return stateMachine.apply(this);
    }

    /** A machine created in this app has its CloudFormation resource as default child; an import has none. */
    private static Optional<CfnStateMachine> definedHere(IStateMachine machine) {
        return Optional.ofNullable(machine.getNode().getDefaultChild())
                .filter(CfnStateMachine.class::isInstance)
                .map(CfnStateMachine.class::cast);
    }

    private static StateMachineType typeOf(CfnStateMachine machine) {
        String type = machine.getStateMachineType();
        return type == null || type.equals("STANDARD") ? StateMachineType.STANDARD : StateMachineType.EXPRESS;
    }
}

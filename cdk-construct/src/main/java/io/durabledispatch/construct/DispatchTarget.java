package io.durabledispatch.construct;

import java.util.function.Function;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.services.lambda.IAlias;
import software.amazon.awscdk.services.stepfunctions.IStateMachine;
import software.amazon.awscdk.services.stepfunctions.StateMachineType;

/**
 * The workflow a route starts. Each kind knows how long its engine remembers an execution name (the
 * retention guard measures the dedupe window against it) and the start rate its engine accepts (the
 * start-rate guard measures the event source mapping against it).
 *
 * <p>Code that acts per kind calls {@link #fold}: one function per kind, so a new kind is a new parameter and
 * the compiler lists every place that must handle it.
 */
public sealed interface DispatchTarget permits DurableFunctionTarget, StateMachineTarget {

    /** A durable function's alias defined or imported in this app; {@code retention} is its DurableConfig's. */
    static DurableFunctionTarget durableFunction(IAlias alias, Duration retention) {
        return DurableFunctionTarget.of(alias, retention);
    }

    /** A durable function made with the helper: its retention is known. */
    static DurableFunctionTarget durableFunction(DurableFunction function) {
        return DurableFunctionTarget.of(function.alias(), function.retention());
    }

    /**
     * A durable function's alias by ARN ({@code arn:aws:lambda:<region>:<account>:function:<name>:<alias>}),
     * e.g. deployed by another stack; give the retention its DurableConfig has.
     */
    static DurableFunctionTarget durableFunctionAlias(String aliasArn, Duration retention) {
        return DurableFunctionTarget.ofArn(aliasArn, retention);
    }

    /** A state machine of this app (its type is read from it) or imported (assumed STANDARD, checked at start). */
    static StateMachineTarget stateMachine(IStateMachine machine) {
        return StateMachineTarget.of(machine, null);
    }

    /** An imported state machine whose type you know; EXPRESS is refused at synth. */
    static StateMachineTarget stateMachine(IStateMachine machine, StateMachineType type) {
        return StateMachineTarget.of(machine, type);
    }

    /** For messages: {@code order-workflow:live}, {@code reward-redemption}, or the construct path. */
    String label();

    /** How long the engine refuses a closed execution's name again. */
    java.time.Duration nameRetention();

    /** Starts per second this target accepts (see {@code withStartQuota}). */
    double startQuota();

    /** Applies the function for this target's kind. */
    <R> R fold(
            Function<? super DurableFunctionTarget, ? extends R> durableFunction,
            Function<? super StateMachineTarget, ? extends R> stateMachine);
}

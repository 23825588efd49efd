package io.durabledispatch.tables.samples;

import java.util.function.Function;

/**
 * What the dispatcher starts for a sample. Code that acts per kind calls {@link #fold} (Java 17 has no type
 * patterns in switch): a new kind is a new parameter, so the compiler lists every place that must handle it.
 */
public sealed interface TargetKind permits TargetKind.DurableFunction, TargetKind.StateMachine {
    <R> R fold(
            Function<? super DurableFunction, ? extends R> durable,
            Function<? super StateMachine, ? extends R> machine);

    /** A Lambda durable function, started under the execution name through its alias. */
    record DurableFunction() implements TargetKind {
        @Override
        public <R> R fold(
                Function<? super DurableFunction, ? extends R> durable,
                Function<? super StateMachine, ? extends R> machine) {
            return durable.apply(this);
        }
    }

    /** A Step Functions STANDARD state machine named {@code name}, whose task invokes the sample's function. */
    record StateMachine(String name) implements TargetKind {
        @Override
        public <R> R fold(
                Function<? super DurableFunction, ? extends R> durable,
                Function<? super StateMachine, ? extends R> machine) {
            return machine.apply(this);
        }
    }
}

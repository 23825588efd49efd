package io.durabledispatch.workflows.order;

import io.durabledispatch.runtime.DurableContext;
import io.durabledispatch.runtime.StepFailedException;
import io.durabledispatch.runtime.StepFunction;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Undo actions registered as the flow goes, run newest first as durable steps when it fails. The list is
 * rebuilt deterministically on replay, so the compensation steps replay like any other step.
 */
final class Compensations {
    private record Undo(String stepName, Class<?> resultType, StepFunction<?> body) {}

    private final DurableContext context;
    private final Deque<Undo> undos = new ArrayDeque<>();

    Compensations(DurableContext context) {
        this.context = context;
    }

    <T> void register(String stepName, Class<T> resultType, StepFunction<T> body) {
        undos.push(new Undo(stepName, resultType, body));
    }

    /**
     * Runs every undo (each one even if an earlier one failed) and returns {@code failure} to be rethrown, with
     * any compensation failure attached as suppressed: the execution still ends FAILED with its original cause.
     */
    <E extends RuntimeException> E runAll(E failure) {
        for (Undo undo : undos) {
            try {
                run(undo);
            } catch (StepFailedException compensationFailed) {
                failure.addSuppressed(compensationFailed);
            }
        }
        return failure;
    }

    @SuppressWarnings("unchecked")
    private <T> void run(Undo undo) {
        context.step(undo.stepName(), (Class<T>) undo.resultType(), (StepFunction<T>) undo.body());
    }
}

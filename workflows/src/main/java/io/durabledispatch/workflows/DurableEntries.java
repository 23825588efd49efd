package io.durabledispatch.workflows;

import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import io.durabledispatch.runtime.DurableRuntime;
import io.durabledispatch.tables.samples.SampleWorkflow;
import java.lang.reflect.InvocationTargetException;

/**
 * A durable sample's entry class, built in process from the class name its definition gives. By name, so that a
 * new sample is hosted here without a line of wiring: every durable entry has a public
 * {@code (DurableRuntime, SideEffects)} constructor beside Lambda's no-argument one (WorkflowCatalogTest checks it).
 */
final class DurableEntries {
    private DurableEntries() {}

    static RequestStreamHandler create(SampleWorkflow sample, DurableRuntime runtime, SideEffects sideEffects) {
        try {
            return Class.forName(sample.handlerClass())
                    .asSubclass(RequestStreamHandler.class)
                    .getConstructor(DurableRuntime.class, SideEffects.class)
                    .newInstance(runtime, sideEffects);
        } catch (ClassNotFoundException | NoSuchMethodException | ClassCastException e) {
            throw new IllegalStateException(
                    sample.functionName() + "'s handler " + sample.handlerClass() + " is no durable entry with a public"
                            + " (DurableRuntime, SideEffects) constructor",
                    e);
        } catch (InstantiationException | IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot build " + sample.handlerClass(), e);
        }
    }
}

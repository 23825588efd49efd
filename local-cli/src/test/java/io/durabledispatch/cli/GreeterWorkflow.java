package io.durabledispatch.cli;

import io.durabledispatch.runtime.DurableContext;
import io.durabledispatch.runtime.DurableHandler;
import io.durabledispatch.runtime.DurableRuntime;
import java.util.Map;

/** A one-step workflow for the CLI's tests. */
final class GreeterWorkflow extends DurableHandler<Map<?, ?>, String> {
    @SuppressWarnings({"unchecked", "rawtypes"})
    GreeterWorkflow(DurableRuntime runtime) {
        super((Class) Map.class, runtime);
    }

    @Override
    protected String handle(Map<?, ?> input, DurableContext context) {
        return context.step("greet", String.class, step -> "hello");
    }
}

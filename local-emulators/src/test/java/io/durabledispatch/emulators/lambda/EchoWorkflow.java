package io.durabledispatch.emulators.lambda;

import io.durabledispatch.runtime.DurableContext;
import io.durabledispatch.runtime.DurableHandler;
import io.durabledispatch.runtime.DurableRuntime;
import java.util.Map;

/** A test workflow that completes in one invocation, returning its input's {@code id} from a step. */
final class EchoWorkflow extends DurableHandler<Map<?, ?>, String> {
    @SuppressWarnings({"unchecked", "rawtypes"})
    EchoWorkflow(DurableRuntime runtime) {
        super((Class) Map.class, runtime);
    }

    @Override
    protected String handle(Map<?, ?> input, DurableContext context) {
        return context.step("echo", String.class, step -> "echo-" + input.get("id"));
    }
}

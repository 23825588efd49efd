package io.durabledispatch.emulators.lambda;

import io.durabledispatch.runtime.DurableContext;
import io.durabledispatch.runtime.DurableHandler;
import io.durabledispatch.runtime.DurableRuntime;
import java.time.Duration;
import java.util.Map;

/** A workflow that records which code ran it: a step returning its tag, a durable sleep, then the tag again. */
final class VersionedWorkflow extends DurableHandler<Map<?, ?>, String> {
    static final Duration PAUSE = Duration.ofSeconds(10);
    private final String tag;

    @SuppressWarnings({"unchecked", "rawtypes"})
    VersionedWorkflow(DurableRuntime runtime, String tag) {
        super((Class) Map.class, runtime);
        this.tag = tag;
    }

    @Override
    protected String handle(Map<?, ?> input, DurableContext context) {
        String first = context.step("tag", String.class, step -> tag);
        context.sleep("pause", PAUSE);
        return first + "+" + tag;
    }
}

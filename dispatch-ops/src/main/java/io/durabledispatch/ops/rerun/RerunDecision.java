package io.durabledispatch.ops.rerun;

import java.util.Optional;
import java.util.function.Function;

/** What {@link Reruns} decided for one request: send the next generation, or refuse and say why. */
public sealed interface RerunDecision {
    /** Acts per kind; a new kind does not compile until every caller handles it. */
    <R> R fold(Function<Send, R> send, Function<Refused, R> refused);

    /**
     * @param latest the request's latest generation, the one being re-run
     * @param body a routable body whose plan is exactly {@code executionName} at {@code generation}
     */
    record Send(FoundExecution latest, int generation, String executionName, String body) implements RerunDecision {
        @Override
        public <R> R fold(Function<Send, R> send, Function<Refused, R> refused) {
            return send.apply(this);
        }
    }

    record Refused(String reason, Optional<FoundExecution> latest) implements RerunDecision {
        @Override
        public <R> R fold(Function<Send, R> send, Function<Refused, R> refused) {
            return refused.apply(this);
        }
    }
}

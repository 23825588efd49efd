package io.durabledispatch.core.plan;

import java.util.Optional;
import java.util.function.Function;

/**
 * A body that cannot be started, with a precise reason.
 *
 * @param detail what exactly is wrong, never the body's content
 * @param route the matched route, once known
 */
public record Rejection(Reason reason, String detail, Optional<String> route) implements PlanResult {
    @Override
    public <R> R fold(Function<? super Plan, ? extends R> plan, Function<? super Rejection, ? extends R> rejection) {
        return rejection.apply(this);
    }

    static Rejection of(Reason reason, String detail) {
        return new Rejection(reason, detail, Optional.empty());
    }

    static Rejection of(Reason reason, String detail, String route) {
        return new Rejection(reason, detail, Optional.of(route));
    }
}

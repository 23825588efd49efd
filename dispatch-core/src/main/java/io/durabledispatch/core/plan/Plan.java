package io.durabledispatch.core.plan;

import io.durabledispatch.core.json.Sha256;
import io.durabledispatch.routes.Route;
import java.util.List;
import java.util.function.Function;

/**
 * Everything needed to start one workflow, derived only from the business request.
 *
 * @param keyValues the normalised key values, in route order
 * @param generation 1, or n for the request's (n-1)th deliberate re-run; part of the name from 2 on
 * @param canonicalInput the start payload, byte-identical for every resend of the same request
 */
public record Plan(
        Route route, String tenant, List<String> keyValues, int generation, NamedKey key, String canonicalInput)
        implements PlanResult {
    public Plan {
        keyValues = List.copyOf(keyValues);
    }

    @Override
    public <R> R fold(Function<? super Plan, ? extends R> plan, Function<? super Rejection, ? extends R> rejection) {
        return plan.apply(this);
    }

    public String operation() {
        return route.operation();
    }

    public String executionName() {
        return key.executionName();
    }

    /** Hex SHA-256 of the canonical input: comparable across records without revealing the content. */
    public String inputFingerprint() {
        return Sha256.hex(canonicalInput);
    }
}

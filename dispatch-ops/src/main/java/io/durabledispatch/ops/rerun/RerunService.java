package io.durabledispatch.ops.rerun;

import java.util.List;

/**
 * Re-runs a business request: decides with {@link Reruns} and, when allowed, sends the next generation. The one
 * place the CLI's {@code rerun} and the console's Re-run action go through, so both follow the same rules.
 */
public final class RerunService {
    private final Reruns reruns;
    private final RerunSender sender;

    public RerunService(Reruns reruns, RerunSender sender) {
        this.reruns = reruns;
        this.sender = sender;
    }

    /** Throws IllegalArgumentException for an unknown route or a wrong number of key values. */
    public RerunDecision rerun(String route, String tenant, List<String> keys, boolean force) {
        RerunDecision decision = reruns.decide(route, tenant, keys, force);
        decision.fold(
                send -> {
                    sender.send(send);
                    return null;
                },
                refused -> null);
        return decision;
    }
}

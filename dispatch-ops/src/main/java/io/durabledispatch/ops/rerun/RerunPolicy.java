package io.durabledispatch.ops.rerun;

import java.util.Set;

/**
 * Which executions may be re-run. A failed, timed-out or stopped one ended without doing its work; a succeeded
 * one did it, so only {@code --force} re-runs it; anything still going (or unknown) never, since both
 * generations would then run side by side.
 */
final class RerunPolicy {
    private static final Set<String> ENDED_UNFINISHED = Set.of("FAILED", "TIMED_OUT", "STOPPED", "ABORTED");
    private static final String SUCCEEDED = "SUCCEEDED";

    private RerunPolicy() {}

    /** Empty when allowed; otherwise why not. */
    static java.util.Optional<String> refusal(String status, boolean force) {
        if (ENDED_UNFINISHED.contains(status)) return java.util.Optional.empty();
        if (SUCCEEDED.equals(status)) {
            return force
                    ? java.util.Optional.empty()
                    : java.util.Optional.of("the latest execution SUCCEEDED; force (--force) runs it again");
        }
        return java.util.Optional.of("the latest execution is " + status + "; only an ended execution is re-run");
    }
}

package io.durabledispatch.core.telemetry;

import io.durabledispatch.core.admission.AdmissionOutcome;
import io.durabledispatch.core.plan.Plan;
import io.durabledispatch.core.plan.Reason;
import io.durabledispatch.core.start.Outcome;
import java.util.Optional;

/**
 * What became of one request, the same for every door: the outcome, the plan's names once planned, and why.
 *
 * @param reason a reason code and text for everything but a plain start, e.g. {@code NO_ROUTE: ...}
 * @param latencyMillis time spent starting the workflow (0 when no start was attempted)
 * @param existingStatus for a DUPLICATE whose engine showed it: the existing execution's status, e.g. FAILED
 * @param tenant the normalised tenant, once planned
 */
public record Dispatched(
        Outcome outcome,
        Optional<String> route,
        Optional<String> operation,
        Optional<String> executionName,
        Optional<String> keyHash,
        Optional<String> reason,
        long latencyMillis,
        Optional<String> existingStatus,
        Optional<String> tenant) {

    /** The core's answer in the shared vocabulary: a start Lambda cannot confirm as new is ACCEPTED. */
    public static Dispatched of(AdmissionOutcome admitted, long latencyMillis) {
        Verdict verdict = admitted.fold(
                started -> new Verdict(
                        started.confirmedNew() ? Outcome.STARTED : Outcome.ACCEPTED,
                        started.detail(),
                        Optional.empty(),
                        Optional.empty()),
                same -> new Verdict(Outcome.DUPLICATE, same.detail(), same.status(), Optional.empty()),
                conflict -> new Verdict(
                        Outcome.CONFLICT,
                        Reason.INPUT_CONFLICT.name() + ": " + conflict.reason(),
                        Optional.empty(),
                        Optional.empty()),
                invalid -> new Verdict(
                        Outcome.INVALID,
                        invalid.reason().name() + ": " + invalid.detail(),
                        Optional.empty(),
                        invalid.route()),
                retry -> new Verdict(Outcome.RETRYABLE, retry.detail(), Optional.empty(), Optional.empty()));
        Optional<Plan> plan = admitted.plan();
        return new Dispatched(
                verdict.outcome(),
                plan.map(p -> p.route().name()).or(verdict::route),
                plan.map(Plan::operation),
                plan.map(Plan::executionName),
                plan.map(p -> p.key().keyHash()),
                verdict.reason().isEmpty() ? Optional.empty() : Optional.of(verdict.reason()),
                latencyMillis,
                verdict.existingStatus(),
                plan.map(Plan::tenant));
    }

    /** A request that never reached a plan of its own (no route, unreadable, held back, a door's bug). */
    public static Dispatched unplanned(Outcome outcome, Optional<String> route, String reason) {
        return new Dispatched(
                outcome,
                route,
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.of(reason),
                0,
                Optional.empty(),
                Optional.empty());
    }

    /** The same request with the door's own final word, e.g. RETRYABLE when parking it failed. */
    public Dispatched withOutcome(Outcome newOutcome, Optional<String> newReason) {
        return new Dispatched(
                newOutcome, route, operation, executionName, keyHash, newReason, latencyMillis, existingStatus, tenant);
    }

    private record Verdict(Outcome outcome, String reason, Optional<String> existingStatus, Optional<String> route) {}
}

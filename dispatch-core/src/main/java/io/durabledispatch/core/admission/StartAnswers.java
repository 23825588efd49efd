package io.durabledispatch.core.admission;

import io.durabledispatch.core.plan.Plan;
import io.durabledispatch.core.plan.Reason;
import io.durabledispatch.core.plan.Rejection;
import io.durabledispatch.core.start.StartResult;
import java.util.Optional;

/** Turns an engine's answer to one start (and a planning rejection) into the request's outcome. */
final class StartAnswers {
    private StartAnswers() {}

    static AdmissionOutcome outcome(Plan plan, StartResult start, RetryHints hints) {
        String name = plan.executionName();
        return switch (start.outcome()) {
            case STARTED -> started(plan, start, true);
            case ACCEPTED -> started(plan, start, false);
            case DUPLICATE ->
                new AdmissionOutcome.SameExecution(
                        name, start.executionId(), start.existingStatus(), start.detail(), plan);
            case CONFLICT ->
                new AdmissionOutcome.Conflict(
                        name, start.existingInputFingerprint(), plan.inputFingerprint(), start.detail(), plan);
            case INVALID ->
                new AdmissionOutcome.Invalid(
                        start.reason().orElse(Reason.TARGET_REJECTED_INPUT),
                        start.detail(),
                        Optional.of(plan.route().name()),
                        Optional.of(plan));
            case RETRYABLE -> {
                var cause = start.retryCause().orElseThrow(); // StartResult pairs RETRYABLE with a cause
                yield new AdmissionOutcome.Retryable(cause, hints.delay(cause), start.detail(), Optional.of(plan));
            }
        };
    }

    static AdmissionOutcome invalid(Rejection rejection) {
        return new AdmissionOutcome.Invalid(
                rejection.reason(), rejection.detail(), rejection.route(), Optional.empty());
    }

    private static AdmissionOutcome started(Plan plan, StartResult start, boolean confirmedNew) {
        return new AdmissionOutcome.Started(
                plan.executionName(),
                start.executionId(),
                plan.route().target().describe(),
                confirmedNew,
                start.detail(),
                plan);
    }
}

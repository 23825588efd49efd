package io.durabledispatch.dispatcher.core;

import io.durabledispatch.core.admission.AdmissionOutcome;
import io.durabledispatch.core.plan.Plan;
import io.durabledispatch.core.plan.Reason;
import io.durabledispatch.core.plan.Rejection;
import io.durabledispatch.core.start.Outcome;
import java.util.Optional;

/** Builds {@link RecordOutcome}s from rejections and the admission core's outcomes. */
final class Outcomes {
    private Outcomes() {}

    static RecordOutcome rejected(InboundRecord record, Rejection rejection) {
        return new RecordOutcome(
                record.messageId(),
                Outcome.INVALID,
                rejection.route(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.of(rejection.reason().name() + ": " + rejection.detail()),
                0);
    }

    /** A planned record after its start: the engine's answer as the SQS door's outcome and reason text. */
    static RecordOutcome admitted(InboundRecord record, Plan plan, AdmissionOutcome admitted, long latencyMillis) {
        Verdict verdict = admitted.fold(
                started -> new Verdict(
                        started.confirmedNew() ? Outcome.STARTED : Outcome.ACCEPTED,
                        started.detail(),
                        Optional.empty()),
                same -> new Verdict(Outcome.DUPLICATE, same.detail(), same.status()),
                conflict -> new Verdict(
                        Outcome.CONFLICT, Reason.INPUT_CONFLICT.name() + ": " + conflict.reason(), Optional.empty()),
                invalid -> new Verdict(
                        Outcome.INVALID, invalid.reason().name() + ": " + invalid.detail(), Optional.empty()),
                retry -> new Verdict(Outcome.RETRYABLE, retry.detail(), Optional.empty()));
        return new RecordOutcome(
                record.messageId(),
                verdict.outcome(),
                Optional.of(plan.route().name()),
                Optional.of(plan.operation()),
                Optional.of(plan.executionName()),
                Optional.of(plan.key().keyHash()),
                verdict.reason().isEmpty() ? Optional.empty() : Optional.of(verdict.reason()),
                latencyMillis,
                verdict.existingStatus(),
                Optional.of(plan.tenant()));
    }

    private record Verdict(Outcome outcome, String reason, Optional<String> existingStatus) {}

    static RecordOutcome withOutcome(RecordOutcome base, Outcome outcome, Optional<String> reason) {
        return new RecordOutcome(
                base.messageId(),
                outcome,
                base.route(),
                base.operation(),
                base.executionName(),
                base.keyHash(),
                reason,
                base.latencyMillis(),
                base.existingStatus(),
                base.tenant());
    }
}

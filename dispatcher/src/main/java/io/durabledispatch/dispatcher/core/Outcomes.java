package io.durabledispatch.dispatcher.core;

import io.durabledispatch.core.admission.AdmissionOutcome;
import io.durabledispatch.core.plan.Plan;
import io.durabledispatch.core.plan.Rejection;
import io.durabledispatch.core.start.Outcome;
import io.durabledispatch.core.telemetry.Dispatched;
import java.util.Optional;

/** Builds {@link RecordOutcome}s from rejections and the admission core's outcomes. */
final class Outcomes {
    private Outcomes() {}

    static RecordOutcome rejected(InboundRecord record, Rejection rejection) {
        return new RecordOutcome(
                record.messageId(),
                Dispatched.unplanned(
                        Outcome.INVALID, rejection.route(), rejection.reason().name() + ": " + rejection.detail()));
    }

    /** A planned record after its start: the engine's answer in the outcome vocabulary all doors share. */
    static RecordOutcome admitted(InboundRecord record, Plan plan, AdmissionOutcome admitted, long latencyMillis) {
        Dispatched d = Dispatched.of(admitted, latencyMillis);
        return new RecordOutcome(
                record.messageId(),
                d.outcome(),
                Optional.of(plan.route().name()),
                Optional.of(plan.operation()),
                Optional.of(plan.executionName()),
                Optional.of(plan.key().keyHash()),
                d.reason(),
                latencyMillis,
                d.existingStatus(),
                Optional.of(plan.tenant()));
    }

    static RecordOutcome withOutcome(RecordOutcome base, Outcome outcome, Optional<String> reason) {
        return new RecordOutcome(base.messageId(), base.dispatched().withOutcome(outcome, reason));
    }
}

package io.durabledispatch.dispatcher.core;

import io.durabledispatch.core.plan.Plan;
import io.durabledispatch.core.plan.Reason;
import io.durabledispatch.core.plan.Rejection;
import io.durabledispatch.core.start.Outcome;
import io.durabledispatch.core.start.StartResult;
import java.util.Optional;

/** Builds {@link RecordOutcome}s from plans, rejections and start results. */
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

    static RecordOutcome started(InboundRecord record, Plan plan, StartResult start, long latencyMillis) {
        String reason =
                start.reason().map(Reason::name).map(code -> code + ": ").orElse("") + start.detail();
        return new RecordOutcome(
                record.messageId(),
                start.outcome(),
                Optional.of(plan.route().name()),
                Optional.of(plan.operation()),
                Optional.of(plan.executionName()),
                Optional.of(plan.key().keyHash()),
                reason.isEmpty() ? Optional.empty() : Optional.of(reason),
                latencyMillis,
                start.existingStatus(),
                Optional.of(plan.tenant()));
    }

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

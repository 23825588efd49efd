package io.durabledispatch.dispatcher.core;

import io.durabledispatch.core.start.Outcome;
import io.durabledispatch.core.start.RetryCause;
import java.util.Optional;

/** One record's outcome and, for a RETRYABLE one, why: the retry policy acts on the cause. */
record Attempt(InboundRecord record, RecordOutcome outcome, Optional<RetryCause> retryCause) {
    Attempt {
        if ((outcome.outcome() == Outcome.RETRYABLE) != retryCause.isPresent()) {
            throw new IllegalArgumentException("a retry cause goes with RETRYABLE and only with it");
        }
    }

    static Attempt done(InboundRecord record, RecordOutcome outcome) {
        return new Attempt(record, outcome, Optional.empty());
    }

    static Attempt retry(InboundRecord record, RecordOutcome outcome, RetryCause cause) {
        return new Attempt(record, outcome, Optional.of(cause));
    }

    static Attempt notStarted(InboundRecord record, String reason) {
        return retry(record, RecordOutcome.failed(record, reason), RetryCause.NOT_STARTED);
    }
}

package io.durabledispatch.dispatcher.core;

import io.durabledispatch.core.admission.Admission;
import io.durabledispatch.core.admission.AdmissionOutcome;
import io.durabledispatch.core.admission.AdmissionRequest;
import io.durabledispatch.core.parking.ParkedMessage;
import io.durabledispatch.core.parking.ParkingQueue;
import io.durabledispatch.core.plan.Plan;
import io.durabledispatch.core.plan.Rejection;
import io.durabledispatch.core.start.Outcome;
import io.durabledispatch.core.start.RetryCause;
import io.durabledispatch.routes.ConflictPolicy;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * One record through the admission core, then the SQS door's policy: park what can never start (INVALID, and
 * CONFLICT unless the route ignores conflicts), and retry what is retryable. Never throws.
 */
final class RecordProcessor {
    private final Admission admission;
    private final ParkingQueue parking;

    RecordProcessor(Admission admission, ParkingQueue parking) {
        this.admission = admission;
        this.parking = parking;
    }

    Attempt process(InboundRecord record) {
        // SQS carries no key values outside the body; the generation may come as a message attribute.
        AdmissionRequest request = new AdmissionRequest(record.body(), Map.of(), record.generation());
        return admission.plan(request).fold(plan -> start(record, plan), rejection -> reject(record, rejection));
    }

    private Attempt reject(InboundRecord record, Rejection rejection) {
        RecordOutcome invalid = Outcomes.rejected(record, rejection);
        return park(record, invalid, Parking.forRejection(record, rejection));
    }

    private Attempt start(InboundRecord record, Plan plan) {
        long started = System.nanoTime();
        AdmissionOutcome admitted = admission.start(plan);
        long latency = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
        RecordOutcome outcome = Outcomes.admitted(record, plan, admitted, latency);
        return admitted.fold(
                start -> Attempt.done(record, outcome),
                same -> Attempt.done(record, outcome),
                conflict -> plan.route().onConflict() == ConflictPolicy.PARK
                        ? park(record, outcome, Parking.forConflict(record, plan, conflict))
                        : Attempt.done(record, outcome),
                invalid -> park(record, outcome, Parking.forRefusal(record, plan, invalid)),
                retry -> Attempt.retry(record, outcome, retry.cause()));
    }

    private Attempt park(InboundRecord record, RecordOutcome outcome, ParkedMessage message) {
        try {
            parking.park(message);
            return Attempt.done(record, outcome);
        } catch (RuntimeException e) {
            String reason = "parking failed (" + e.getMessage() + "), was " + outcome.outcome();
            RecordOutcome retry = Outcomes.withOutcome(outcome, Outcome.RETRYABLE, Optional.of(reason));
            return Attempt.retry(record, retry, RetryCause.TRANSIENT);
        }
    }
}

package io.durabledispatch.streams.core;

import io.durabledispatch.core.admission.Admission;
import io.durabledispatch.core.admission.AdmissionOutcome;
import io.durabledispatch.core.parking.ParkedMessage;
import io.durabledispatch.core.parking.ParkingQueue;
import io.durabledispatch.core.plan.Plan;
import io.durabledispatch.core.plan.PlanResult;
import io.durabledispatch.core.plan.Reason;
import io.durabledispatch.core.plan.Rejection;
import io.durabledispatch.core.start.Outcome;
import io.durabledispatch.core.telemetry.Dispatched;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * One prepared record through the admission core, then the stream door's policy: a poison record (unreadable,
 * INVALID, or CONFLICT under the route's park policy) is parked so it never blocks its shard; RETRYABLE fails
 * the record, and with it the shard from there on; a REMOVE is acknowledged. Never throws.
 */
final class RecordAdmission {
    private final Admission admission;
    private final ParkingQueue parking;

    RecordAdmission(Admission admission, ParkingQueue parking) {
        this.admission = admission;
        this.parking = parking;
    }

    RecordResult admit(Prepared prepared) {
        StreamRecord record = prepared.record();
        return record.payload()
                .fold(
                        // No plan only when planning threw: StreamDoor turns the exception into FAILED.
                        body -> planned(record, body.text(), prepared.plan().orElseThrow()),
                        unreadable -> park(
                                record,
                                StreamParking.unreadable(record, unreadable),
                                unreadable.detail(),
                                Dispatched.unplanned(
                                        Outcome.INVALID,
                                        Optional.empty(),
                                        Reason.MALFORMED_JSON.name() + ": " + unreadable.detail())),
                        removed -> new RecordResult(
                                record, Disposition.REMOVED, "REMOVE starts nothing", Optional.empty()));
    }

    private RecordResult planned(StreamRecord record, String body, PlanResult plan) {
        return plan.fold(planned -> start(record, body, planned), rejection -> reject(record, body, rejection));
    }

    private RecordResult reject(StreamRecord record, String body, Rejection rejection) {
        String detail = "INVALID " + rejection.reason() + ": " + rejection.detail();
        Dispatched rejected = Dispatched.of(Admission.invalid(rejection), 0);
        return park(record, StreamParking.rejected(record, body, rejection), detail, rejected);
    }

    private RecordResult start(StreamRecord record, String body, Plan plan) {
        long begun = System.nanoTime();
        AdmissionOutcome outcome = admission.start(plan);
        Dispatched d = Dispatched.of(outcome, TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - begun));
        String detail = outcome.kind() + " " + plan.executionName();
        return outcome.fold(
                started -> new RecordResult(record, Disposition.STARTED, detail, d),
                same -> new RecordResult(record, Disposition.DUPLICATE, detail, d),
                conflict -> switch (plan.route().onConflict()) {
                    case PARK -> park(record, StreamParking.conflict(record, body, plan, conflict), detail, d);
                    case IGNORE -> new RecordResult(record, Disposition.CONFLICT_IGNORED, detail, d);
                },
                invalid -> park(record, StreamParking.refused(record, body, plan, invalid), detail, d),
                retry -> new RecordResult(record, Disposition.FAILED, detail + " " + retry.cause(), d));
    }

    /** Acknowledged only once the parking queue has it: if parking fails the shard holds here, nothing is lost. */
    private RecordResult park(StreamRecord record, ParkedMessage message, String detail, Dispatched d) {
        try {
            parking.park(message);
            return new RecordResult(record, Disposition.PARKED, detail, d);
        } catch (RuntimeException e) {
            String failed = "parking failed (" + e.getMessage() + "), was " + detail;
            return new RecordResult(
                    record, Disposition.FAILED, failed, d.withOutcome(Outcome.RETRYABLE, Optional.of(failed)));
        }
    }
}

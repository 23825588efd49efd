package io.durabledispatch.streams.core;

import io.durabledispatch.core.admission.Admission;
import io.durabledispatch.core.admission.AdmissionOutcome;
import io.durabledispatch.core.parking.ParkedMessage;
import io.durabledispatch.core.parking.ParkingQueue;
import io.durabledispatch.core.plan.Plan;
import io.durabledispatch.core.plan.PlanResult;
import io.durabledispatch.core.plan.Rejection;

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
                        unreadable -> park(record, StreamParking.unreadable(record, unreadable), unreadable.detail()),
                        removed -> new RecordResult(record, Disposition.REMOVED, "REMOVE starts nothing"));
    }

    private RecordResult planned(StreamRecord record, String body, PlanResult plan) {
        return plan.fold(planned -> start(record, body, planned), rejection -> reject(record, body, rejection));
    }

    private RecordResult reject(StreamRecord record, String body, Rejection rejection) {
        String detail = "INVALID " + rejection.reason() + ": " + rejection.detail();
        return park(record, StreamParking.rejected(record, body, rejection), detail);
    }

    private RecordResult start(StreamRecord record, String body, Plan plan) {
        AdmissionOutcome outcome = admission.start(plan);
        String detail = outcome.kind() + " " + plan.executionName();
        return outcome.fold(
                started -> new RecordResult(record, Disposition.STARTED, detail),
                same -> new RecordResult(record, Disposition.DUPLICATE, detail),
                conflict -> switch (plan.route().onConflict()) {
                    case PARK -> park(record, StreamParking.conflict(record, body, plan, conflict), detail);
                    case IGNORE -> new RecordResult(record, Disposition.CONFLICT_IGNORED, detail);
                },
                invalid -> park(record, StreamParking.refused(record, body, plan, invalid), detail),
                retry -> new RecordResult(record, Disposition.FAILED, detail + " " + retry.cause()));
    }

    /** Acknowledged only once the parking queue has it: if parking fails the shard holds here, nothing is lost. */
    private RecordResult park(StreamRecord record, ParkedMessage message, String detail) {
        try {
            parking.park(message);
            return new RecordResult(record, Disposition.PARKED, detail);
        } catch (RuntimeException e) {
            return new RecordResult(
                    record, Disposition.FAILED, "parking failed (" + e.getMessage() + "), was " + detail);
        }
    }
}

package io.durabledispatch.dispatcher.core;

import io.durabledispatch.core.admission.AdmissionOutcome;
import io.durabledispatch.core.parking.ParkedMessage;
import io.durabledispatch.core.plan.Plan;
import io.durabledispatch.core.plan.Reason;
import io.durabledispatch.core.plan.Rejection;
import io.durabledispatch.core.start.Outcome;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** Builds parked messages: the original body plus the {@link ParkingAttributes} that explain it. */
final class Parking {
    private Parking() {}

    static ParkedMessage forRejection(InboundRecord record, Rejection rejection) {
        Map<String, String> attributes = new LinkedHashMap<>();
        attributes.put(ParkingAttributes.OUTCOME, Outcome.INVALID.name());
        attributes.put(ParkingAttributes.REASON, rejection.reason().name());
        attributes.put(ParkingAttributes.DETAIL, rejection.detail());
        rejection.route().ifPresent(route -> attributes.put(ParkingAttributes.ROUTE, route));
        return message(record, attributes);
    }

    static ParkedMessage forConflict(InboundRecord record, Plan plan, AdmissionOutcome.Conflict conflict) {
        Map<String, String> attributes = planned(Outcome.CONFLICT, Reason.INPUT_CONFLICT, conflict.reason(), plan);
        conflict.existingFingerprint()
                .ifPresent(fingerprint -> attributes.put(ParkingAttributes.EXISTING_INPUT_FINGERPRINT, fingerprint));
        return message(record, attributes);
    }

    /** The target refused a planned input. */
    static ParkedMessage forRefusal(InboundRecord record, Plan plan, AdmissionOutcome.Invalid invalid) {
        return message(record, planned(Outcome.INVALID, invalid.reason(), invalid.detail(), plan));
    }

    private static Map<String, String> planned(Outcome outcome, Reason reason, String detail, Plan plan) {
        Map<String, String> attributes = new LinkedHashMap<>();
        attributes.put(ParkingAttributes.OUTCOME, outcome.name());
        attributes.put(ParkingAttributes.REASON, reason.name());
        attributes.put(ParkingAttributes.DETAIL, detail);
        attributes.put(ParkingAttributes.ROUTE, plan.route().name());
        attributes.put(ParkingAttributes.EXECUTION_NAME, plan.executionName());
        attributes.put(ParkingAttributes.INPUT_FINGERPRINT, plan.inputFingerprint());
        return attributes;
    }

    private static ParkedMessage message(InboundRecord record, Map<String, String> attributes) {
        attributes.put(ParkingAttributes.SOURCE_MESSAGE_ID, record.messageId());
        // Kept so that a redrive (body and attributes unchanged) replays the same generation.
        record.generation().ifPresent(generation -> attributes.put(ParkingAttributes.GENERATION, generation));
        // SQS refuses empty attribute values; an absent attribute says the same.
        attributes.values().removeIf(value -> value == null || value.isEmpty());
        return new ParkedMessage(
                record.messageId(), Optional.ofNullable(record.body()).orElse(""), attributes);
    }
}

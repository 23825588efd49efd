package io.durabledispatch.streams.core;

import io.durabledispatch.core.admission.AdmissionOutcome;
import io.durabledispatch.core.parking.ParkedMessage;
import io.durabledispatch.core.parking.ParkingAttributes;
import io.durabledispatch.core.plan.Plan;
import io.durabledispatch.core.plan.Reason;
import io.durabledispatch.core.plan.Rejection;
import io.durabledispatch.core.start.Outcome;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Parked messages of stream records, with the attributes every door parks with. The body is the JSON the routes
 * read, so a redrive to an SQS door's queue plans it to the same name.
 */
final class StreamParking {
    static final String EMPTY = "empty";

    private StreamParking() {}

    static ParkedMessage unreadable(StreamRecord record, Payload.Unreadable payload) {
        Map<String, String> attributes = reason(Outcome.INVALID, Reason.MALFORMED_JSON, payload.detail());
        attributes.putAll(payload.attributes());
        return message(record, payload.parkedBody(), attributes);
    }

    static ParkedMessage rejected(StreamRecord record, String body, Rejection rejection) {
        Map<String, String> attributes = reason(Outcome.INVALID, rejection.reason(), rejection.detail());
        rejection.route().ifPresent(route -> attributes.put(ParkingAttributes.ROUTE, route));
        return message(record, body, attributes);
    }

    static ParkedMessage conflict(StreamRecord record, String body, Plan plan, AdmissionOutcome.Conflict conflict) {
        Map<String, String> attributes = planned(Outcome.CONFLICT, Reason.INPUT_CONFLICT, conflict.reason(), plan);
        conflict.existingFingerprint()
                .ifPresent(print -> attributes.put(ParkingAttributes.EXISTING_INPUT_FINGERPRINT, print));
        return message(record, body, attributes);
    }

    /** The target refused a planned input. */
    static ParkedMessage refused(StreamRecord record, String body, Plan plan, AdmissionOutcome.Invalid invalid) {
        return message(record, body, planned(Outcome.INVALID, invalid.reason(), invalid.detail(), plan));
    }

    private static Map<String, String> planned(Outcome outcome, Reason reason, String detail, Plan plan) {
        Map<String, String> attributes = reason(outcome, reason, detail);
        attributes.put(ParkingAttributes.ROUTE, plan.route().name());
        attributes.put(ParkingAttributes.EXECUTION_NAME, plan.executionName());
        attributes.put(ParkingAttributes.INPUT_FINGERPRINT, plan.inputFingerprint());
        return attributes;
    }

    private static Map<String, String> reason(Outcome outcome, Reason reason, String detail) {
        Map<String, String> attributes = new LinkedHashMap<>();
        attributes.put(ParkingAttributes.OUTCOME, outcome.name());
        attributes.put(ParkingAttributes.REASON, reason.name());
        attributes.put(ParkingAttributes.DETAIL, detail);
        return attributes;
    }

    private static ParkedMessage message(StreamRecord record, String body, Map<String, String> attributes) {
        attributes.put(ParkingAttributes.SOURCE_MESSAGE_ID, record.eventId());
        attributes.put(ParkingAttributes.SOURCE_SEQUENCE_NUMBER, record.sequenceNumber());
        // An SQS parking queue refuses empty attribute values; an absent attribute says the same.
        if (body == null || body.isEmpty()) {
            // A queue message needs a body: an empty record is parked as a marker that says so.
            attributes.put(ParkingAttributes.BODY_ENCODING, EMPTY);
            body = EMPTY;
        }
        attributes.values().removeIf(value -> value == null || value.isEmpty());
        return new ParkedMessage(record.eventId(), body, attributes);
    }
}

package io.durabledispatch.console.view;

import io.durabledispatch.console.ParkedRecord;
import io.durabledispatch.dispatcher.core.ParkingAttributes;
import java.util.Map;

/** One parked message with the dispatcher's reasons, as JSON (never the payload: it may hold personal data). */
public record ParkedRow(
        String messageId,
        long parkedAt,
        String outcome,
        String reason,
        String detail,
        String route,
        String executionName,
        String inputFingerprint,
        String existingInputFingerprint) {

    static ParkedRow of(ParkedRecord parked) {
        Map<String, String> attributes = parked.attributes();
        return new ParkedRow(
                parked.messageId(),
                parked.parkedAt().toEpochMilli(),
                attributes.get(ParkingAttributes.OUTCOME),
                attributes.get(ParkingAttributes.REASON),
                attributes.get(ParkingAttributes.DETAIL),
                attributes.get(ParkingAttributes.ROUTE),
                attributes.get(ParkingAttributes.EXECUTION_NAME),
                attributes.get(ParkingAttributes.INPUT_FINGERPRINT),
                attributes.get(ParkingAttributes.EXISTING_INPUT_FINGERPRINT));
    }
}

package io.durabledispatch.core.admission;

import io.durabledispatch.core.plan.OutsideValues;
import java.util.Map;
import java.util.Optional;

/**
 * One request as any door hands it to the core, with nothing of how it arrived.
 *
 * @param body the request's JSON text, exactly as received
 * @param outside key values the door read outside the body, named by source: {@code header:<name>} (any case)
 *     or {@code path:<name>}; only the ones a route names as its tenant or key are used
 * @param generation the request's generation as text when the door received one apart from the body (SQS: the
 *     {@code generation} message attribute); empty means the route's body field, else 1
 */
public record AdmissionRequest(String body, Map<String, String> outside, Optional<String> generation) {
    /** @throws IllegalArgumentException when an outside name is no {@code header:} or {@code path:} source */
    public AdmissionRequest {
        outside = OutsideValues.of(outside).asMap();
    }

    /** A body alone: no outside values, no generation apart from the body. */
    public static AdmissionRequest of(String body) {
        return new AdmissionRequest(body, Map.of(), Optional.empty());
    }

    public static AdmissionRequest of(String body, Map<String, String> outside) {
        return new AdmissionRequest(body, outside, Optional.empty());
    }

    OutsideValues outsideValues() {
        return OutsideValues.of(outside);
    }
}

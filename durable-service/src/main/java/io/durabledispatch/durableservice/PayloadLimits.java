package io.durabledispatch.durableservice;

import static io.durabledispatch.durableservice.DurableServiceException.invalidParameter;

import software.amazon.awssdk.services.lambda.model.OperationUpdate;

/**
 * The documented size limits of one update (Lambda API Reference, "OperationUpdate"): a Name of at most 256
 * characters and a Payload of at most 6,291,456 characters. A violation is InvalidParameterValueException and
 * nothing of the batch is applied.
 */
final class PayloadLimits {
    static final int MAX_NAME = 256;
    static final int MAX_PAYLOAD = 6_291_456;

    private PayloadLimits() {}

    static void check(OperationUpdate update) {
        limit(update, "Name", update.name(), MAX_NAME);
        limit(update, "Payload", update.payload(), MAX_PAYLOAD);
    }

    private static void limit(OperationUpdate update, String member, String value, int max) {
        if (value != null && value.length() > max) {
            throw invalidParameter("Operation " + update.id() + ": " + member + " is " + value.length()
                    + " characters, more than the maximum of " + max);
        }
    }
}

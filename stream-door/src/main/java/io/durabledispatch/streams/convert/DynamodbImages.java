package io.durabledispatch.streams.convert;

import com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue;
import com.fasterxml.jackson.core.JsonProcessingException;
import io.durabledispatch.routes.json.StrictJson;
import io.durabledispatch.streams.core.Payload;
import java.util.Map;

/**
 * A DynamoDB stream record's payload. INSERT and MODIFY: the new image as plain JSON ({@link AttributeJson}).
 * REMOVE: nothing to start, since the item is gone and no business request came with it. An INSERT or MODIFY
 * without a new image (a stream whose view type is KEYS_ONLY or OLD_IMAGE) can never be read: it is parked with
 * its keys as the body, so the item can still be found.
 */
public final class DynamodbImages {
    private static final String REMOVE = "REMOVE";

    private DynamodbImages() {}

    public static Payload payload(
            String eventName, Map<String, AttributeValue> newImage, Map<String, AttributeValue> keys) {
        if (REMOVE.equals(eventName)) return new Payload.Removed();
        try {
            return newImage == null ? withoutImage(eventName, keys) : new Payload.Body(json(newImage));
        } catch (UnreadableAttributeException e) {
            return new Payload.Unreadable(e.getMessage(), keysOrNothing(keys), Map.of());
        }
    }

    private static Payload withoutImage(String eventName, Map<String, AttributeValue> keys) {
        String detail = eventName + " without a new image: the stream view type must include NEW_IMAGE";
        return new Payload.Unreadable(detail, keysOrNothing(keys), Map.of());
    }

    private static String keysOrNothing(Map<String, AttributeValue> keys) {
        try {
            return json(keys == null ? Map.of() : keys);
        } catch (UnreadableAttributeException e) {
            return "{}";
        }
    }

    private static String json(Map<String, AttributeValue> image) {
        try {
            return StrictJson.mapper().writeValueAsString(AttributeJson.object(image));
        } catch (JsonProcessingException e) {
            throw new UnreadableAttributeException("an image that cannot be written as JSON");
        }
    }
}

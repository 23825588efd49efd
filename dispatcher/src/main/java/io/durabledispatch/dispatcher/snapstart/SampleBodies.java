package io.durabledispatch.dispatcher.snapstart;

import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.core.plan.OutsideValues;
import io.durabledispatch.routes.EventBridgeMatch;
import io.durabledispatch.routes.KeyField;
import io.durabledispatch.routes.Route;
import io.durabledispatch.routes.json.StrictJson;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A body each route accepts: its match fields with their values, its tenant and key fields with a stand-in. */
final class SampleBodies {
    static final String STAND_IN = "snapstart-priming";

    private SampleBodies() {}

    static String of(Route route) {
        ObjectNode body = StrictJson.nodes().objectNode();
        for (Map.Entry<JsonPointer, String> match : route.match().entrySet())
            put(body, match.getKey(), match.getValue());
        for (KeyField field : keyFields(route)) {
            if (!field.source().outside()) put(body, field.pointer(), STAND_IN);
        }
        return route.eventBridge()
                .map(match -> envelope(match, body))
                .orElse(body)
                .toString();
    }

    /** An EventBridge route takes the body as an event's detail, inside the envelope a rule delivers. */
    private static ObjectNode envelope(EventBridgeMatch match, ObjectNode detail) {
        ObjectNode event = StrictJson.nodes().objectNode();
        event.put("version", "0")
                .put("id", STAND_IN)
                .put("source", match.sources().get(0));
        event.put(
                "detail-type",
                match.detailTypes().isEmpty() ? STAND_IN : match.detailTypes().get(0));
        event.put("account", "000000000000").put("time", "1970-01-01T00:00:00Z").put("region", "us-east-1");
        event.putArray("resources");
        event.set("detail", detail);
        return event;
    }

    /** The stand-in for every tenant or key value the route reads outside the body (a header, a path parameter). */
    static OutsideValues outside(Route route) {
        Map<String, String> values = new LinkedHashMap<>();
        for (KeyField field : keyFields(route)) {
            if (field.source().outside()) values.put(field.source().spelling(), STAND_IN);
        }
        return OutsideValues.of(values);
    }

    private static List<KeyField> keyFields(Route route) {
        List<KeyField> fields = new ArrayList<>(List.of(route.tenant()));
        fields.addAll(route.key());
        return fields;
    }

    /** Writes {@code value} at {@code pointer}, creating the objects on the way (e.g. {@code /product/sku}). */
    private static void put(ObjectNode body, JsonPointer pointer, String value) {
        ObjectNode parent = body;
        JsonPointer rest = pointer;
        while (!rest.tail().matches()) {
            String field = rest.getMatchingProperty();
            parent = parent.get(field) instanceof ObjectNode child ? child : parent.putObject(field);
            rest = rest.tail();
        }
        parent.put(rest.getMatchingProperty(), value);
    }
}

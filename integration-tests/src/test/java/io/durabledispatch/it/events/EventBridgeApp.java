package io.durabledispatch.it.events;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.localstack.builtin.BuildJars;
import io.durabledispatch.localstack.builtin.BuiltInApp;
import io.durabledispatch.routes.json.JsonMappers;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Map;

/**
 * The project's app as synthesized, plus what {@code DurableDispatchEvents} adds for an EventBridge door: an
 * eventBridge twin of the order-placed route in the dispatcher's route document, and a rule on the default bus
 * delivering every {@value #SOURCE} event to the dispatch queue (the door itself, not the rule, tells event kinds
 * apart, so an event no route takes is parked).
 */
final class EventBridgeApp {
    static final String SOURCE = "shop.orders";
    static final String DETAIL_TYPE = "OrderPlaced";
    static final String ROUTE = "order-event";

    private static final String TEMPLATE = "DurableDispatch.template.json";

    private EventBridgeApp() {}

    static Path materialize(Path directory) throws IOException {
        BuiltInApp.materialize(directory, BuildJars.find());
        Path template = directory.resolve(TEMPLATE);
        ObjectNode root = (ObjectNode) JsonMappers.plain().readTree(template.toFile());
        ObjectNode resources = (ObjectNode) root.get("Resources");
        addTwinRoute(resources);
        resources.set("OrderEventsRule", rule(mainQueue(root)));
        Files.writeString(template, root.toPrettyString());
        return directory;
    }

    /**
     * The route document is a {@code Fn::Join} whose first part opens the routes array: the twin goes first, with
     * the same target reference as order-placed.
     */
    private static void addTwinRoute(ObjectNode resources) {
        for (Iterator<Map.Entry<String, JsonNode>> it = resources.fields(); it.hasNext(); ) {
            JsonNode variables =
                    it.next().getValue().path("Properties").path("Environment").path("Variables");
            JsonNode routes = variables.path("ROUTES");
            if (!routes.has("Fn::Join")) continue;
            ArrayNode parts = (ArrayNode) routes.get("Fn::Join").get(1);
            String head = parts.get(0).asText();
            String opening = "{\"version\":1,\"routes\":[";
            JsonNode orderFunction = parts.get(1);
            parts.set(0, opening + twinBeforeTarget());
            parts.insert(1, orderFunction.deepCopy());
            parts.insert(2, "\",\"qualifier\":\"live\"}}," + head.substring(opening.length()));
            return;
        }
        throw new IllegalStateException("the built-in app has no function with a joined route document");
    }

    private static String twinBeforeTarget() {
        return "{\"name\":\"" + ROUTE + "\",\"operation\":\"order\",\"eventBridge\":{\"source\":[\"" + SOURCE
                + "\"],\"detailType\":[\"" + DETAIL_TYPE + "\"]},\"tenant\":\"/tenant_id\",\"key\":[\"/order_no\"],"
                + "\"normalize\":{\"/tenant_id\":[\"trim\",\"lower\"],\"/order_no\":[\"trim\",\"upper\",\"nfc\"]},"
                + "\"input\":[\"/tenant_id\",\"/order_no\",\"/customer\",\"/items\",\"/amount\"],\"onConflict\":\"park\","
                + "\"target\":{\"type\":\"lambda\",\"function\":\"";
    }

    private static String mainQueue(JsonNode root) {
        return root.path("Outputs")
                .path("MainQueueUrl")
                .path("Value")
                .path("Ref")
                .asText();
    }

    private static ObjectNode rule(String queueLogicalId) {
        ObjectNode rule = JsonMappers.plain().createObjectNode().put("Type", "AWS::Events::Rule");
        ObjectNode properties = rule.putObject("Properties");
        properties.putObject("EventPattern").putArray("source").add(SOURCE);
        ObjectNode target = properties.putArray("Targets").addObject().put("Id", "Target0");
        target.putObject("Arn").putArray("Fn::GetAtt").add(queueLogicalId).add("Arn");
        return rule;
    }
}

package io.durabledispatch.emulators.events;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.emulators.http.ApiException;
import io.durabledispatch.emulators.http.ApiHandler;
import io.durabledispatch.emulators.http.HttpRequest;
import io.durabledispatch.emulators.http.HttpResponse;
import io.durabledispatch.emulators.http.Json;

/** Routes {@code X-Amz-Target: AWSEvents.<Operation>} (AWS JSON 1.1) to PutEvents and ListRules. */
final class EventsApi implements ApiHandler {
    private static final String TARGET_PREFIX = "AWSEvents.";
    private static final String CONTENT_TYPE = "application/x-amz-json-1.1";

    private final EventPublisher bus;

    EventsApi(EventPublisher bus) {
        this.bus = bus;
    }

    @Override
    public HttpResponse handle(HttpRequest request) {
        String target = request.header("X-Amz-Target").orElse("");
        if (!"POST".equals(request.method()) || !target.startsWith(TARGET_PREFIX)) {
            throw new ApiException(400, "UnknownOperationException", "Unknown operation " + target);
        }
        JsonNode body = Json.parseBody(request, "SerializationException");
        ObjectNode answer = switch (target.substring(TARGET_PREFIX.length())) {
            case "PutEvents" -> bus.putEvents(body);
            case "ListRules" -> listRules(body);
            default -> throw new ApiException(400, "UnknownOperationException", "Unknown operation " + target);
        };
        return HttpResponse.json(200, answer.toString(), CONTENT_TYPE);
    }

    private ObjectNode listRules(JsonNode body) {
        String busName = EventEntries.busName(body);
        String prefix = body.path("NamePrefix").asText("");
        ObjectNode answer = Json.MAPPER.createObjectNode();
        ArrayNode rules = answer.putArray("Rules");
        for (EventRule rule : bus.rules(busName)) {
            if (!rule.name().startsWith(prefix)) continue;
            rules.addObject()
                    .put("Name", rule.name())
                    .put("Arn", bus.arnOf(rule))
                    .put("EventPattern", rule.eventPattern())
                    .put("State", "ENABLED")
                    .put("EventBusName", rule.bus());
        }
        return answer;
    }
}

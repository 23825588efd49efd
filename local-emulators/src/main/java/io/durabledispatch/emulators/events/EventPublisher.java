package io.durabledispatch.emulators.events;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.emulators.http.ApiException;
import io.durabledispatch.emulators.http.EmulatorSettings;
import io.durabledispatch.emulators.http.Json;
import java.lang.System.Logger.Level;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;

/**
 * PutEvents: checks the call (1-10 entries, 256 KB in all), answers each entry with an event id or its error, and
 * sends each accepted event to the targets of every rule of its bus that matches it.
 */
final class EventPublisher {
    static final int MAX_ENTRIES = 10;
    static final int MAX_TOTAL_BYTES = 256 * 1024;

    private static final System.Logger LOG = System.getLogger(EventPublisher.class.getName());

    private final EventBuses buses;
    private final EventTargets targets;
    private final EmulatorSettings settings;
    private final AtomicLong failedInvocations = new AtomicLong();

    EventPublisher(EventBuses buses, EventTargets targets, EmulatorSettings settings) {
        this.buses = buses;
        this.targets = targets;
        this.settings = settings;
    }

    ObjectNode putEvents(JsonNode body) {
        JsonNode entries = body.path("Entries");
        checkCall(entries);
        ObjectNode answer = Json.MAPPER.createObjectNode();
        ArrayNode results = answer.putArray("Entries");
        int failed = 0;
        for (JsonNode entry : entries) {
            var error = EventEntries.check(entry, buses);
            if (error.isPresent()) {
                failed++;
                results.addObject()
                        .put("ErrorCode", error.get().code())
                        .put("ErrorMessage", error.get().message());
            } else {
                results.addObject().put("EventId", publish(entry));
            }
        }
        answer.put("FailedEntryCount", failed);
        return answer;
    }

    List<EventRule> rules(String bus) {
        return buses.rules(bus);
    }

    String arnOf(EventRule rule) {
        return rule.arn(settings.region(), settings.accountId());
    }

    /** Sends that a target refused (EventBridge's FailedInvocations); the bus neither retries nor dead-letters. */
    long failedInvocations() {
        return failedInvocations.get();
    }

    private static void checkCall(JsonNode entries) {
        if (!entries.isArray() || entries.isEmpty() || entries.size() > MAX_ENTRIES) {
            int size = entries.isArray() ? entries.size() : 0;
            throw new ApiException(
                    400,
                    "ValidationException",
                    "1 validation error detected: Value at 'entries' "
                            + "failed to satisfy constraint: Member must have length between 1 and " + MAX_ENTRIES
                            + " (was " + size + ")");
        }
        int total = 0;
        for (JsonNode entry : entries) total += EventEntries.size(entry);
        if (total > MAX_TOTAL_BYTES) {
            throw new ApiException(
                    400, "ValidationException", "Total size of the entries in the request is over the limit.");
        }
    }

    private String publish(JsonNode entry) {
        String id = UUID.randomUUID().toString();
        String bus = EventEntries.busName(entry);
        String event = EventEntries.envelope(
                        entry, id, settings.clock().instant(), settings.accountId(), settings.region())
                .toString();
        for (EventRule rule : buses.matching(bus, event)) {
            for (String target : rule.targetArns()) send(rule, target, event);
        }
        return id;
    }

    private void send(EventRule rule, String target, String event) {
        try {
            targets.send(target, event);
        } catch (RuntimeException e) {
            failedInvocations.incrementAndGet();
            LOG.log(Level.WARNING, () -> "rule " + rule.name() + " could not deliver to " + target + ": " + e);
        }
    }
}

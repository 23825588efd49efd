package io.durabledispatch.demo.workload;

import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.tables.samples.SampleEvents;
import io.durabledispatch.tables.samples.SampleWorkflow;
import io.durabledispatch.tables.samples.SampleWorkflows;
import java.time.Instant;
import java.util.Random;

/**
 * Realistic events of every sample's route, as its definition builds them ({@link SampleEvents}): the event type
 * and the tenant first, then the volatile fields a producer stamps, then the sample's own fields.
 */
final class BusinessEvents {
    private final Random random;
    private final Instant epoch = Instant.parse("2026-11-30T09:00:00Z");

    BusinessEvents(Random random) {
        this.random = random;
    }

    /** {@code sample}'s n-th event; the volatile fields are drawn before the body's, as a seed's workload fixes. */
    ObjectNode event(SampleWorkflow sample, String tenant, int n, String member) {
        ObjectNode event = EventJson.MAPPER
                .createObjectNode()
                .put("type", sample.route().eventType())
                .put(JsonPointer.compile(sample.route().tenant()).getMatchingProperty(), tenant);
        stampVolatile(event);
        FieldNodes.putAll(event, sample.events().body().fields(new SampleEvents.Seed(random, tenant, n, member)));
        return event;
    }

    /** The same request sent again later: only the volatile fields differ. */
    ObjectNode resend(ObjectNode original) {
        ObjectNode copy = original.deepCopy();
        stampVolatile(copy);
        return copy;
    }

    /** {@code event} with its sample's conflicting change applied: same key, other content. */
    static void conflict(ObjectNode event, SampleEvents.ContentChange change) {
        JsonPointer pointer = JsonPointer.compile(change.pointer());
        ObjectNode parent = (ObjectNode) event.at(pointer.head());
        String field = pointer.last().getMatchingProperty();
        var current = parent.get(field);
        Object changed = change.change().apply(current.isInt() ? (Object) current.intValue() : current.asText());
        FieldNodes.put(parent, field, changed);
    }

    /** The sample whose route takes {@code event}, by its type. */
    static SampleWorkflow sampleOf(ObjectNode event) {
        String type = event.get("type").asText();
        return SampleWorkflows.ALL.stream()
                .filter(s -> s.route().eventType().equals(type))
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("no sample sends " + type));
    }

    private void stampVolatile(ObjectNode event) {
        event.put("requested_at", epoch.plusSeconds(random.nextInt(86_400)).toString());
        event.put("trace_id", "1-%08x-%024x".formatted(random.nextInt(), random.nextLong() & Long.MAX_VALUE));
    }
}

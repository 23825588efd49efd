package io.durabledispatch.demo.workload;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.tables.samples.SampleRoute;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds {@link EventDoors}: the bus's requests as events of their sample's EventBridge route, the stream's as
 * records, and every {@value #COPY_EVERY}th request of each door sent once more through the other, identical, as a
 * producer that publishes to both would.
 */
final class EventDoorTraffic {
    static final int COPY_EVERY = 4;

    private EventDoorTraffic() {}

    /** Removes {@code count} of {@code requests}, spread evenly over them, and returns what it removed. */
    static List<ObjectNode> take(int count, List<ObjectNode> requests) {
        List<ObjectNode> taken = new ArrayList<>();
        List<ObjectNode> kept = new ArrayList<>();
        int size = requests.size();
        for (int i = 0; i < size; i++) {
            boolean door = (long) (i + 1) * count / size != (long) i * count / size;
            (door ? taken : kept).add(requests.get(i));
        }
        requests.clear();
        requests.addAll(kept);
        return taken;
    }

    /** @param bus the bus's requests per wave; @param stream the stream's requests per wave (same number of waves) */
    static EventDoors waves(List<List<ObjectNode>> bus, List<List<ObjectNode>> stream) {
        List<List<EventDoors.BusEvent>> busWaves = new ArrayList<>();
        List<List<EventDoors.StreamRecord>> streamWaves = new ArrayList<>();
        int busDistinct = 0;
        int streamDistinct = 0;
        int busCopies = 0;
        int streamCopies = 0;
        for (int w = 0; w < bus.size(); w++) {
            List<EventDoors.BusEvent> events = new ArrayList<>();
            List<EventDoors.StreamRecord> records = new ArrayList<>();
            bus.get(w).forEach(request -> events.add(event(request)));
            stream.get(w).forEach(request -> records.add(record(request)));
            for (int i = COPY_EVERY - 1; i < bus.get(w).size(); i += COPY_EVERY) {
                records.add(record(bus.get(w).get(i)));
                streamCopies++;
            }
            for (int i = COPY_EVERY - 1; i < stream.get(w).size(); i += COPY_EVERY) {
                events.add(event(stream.get(w).get(i)));
                busCopies++;
            }
            busDistinct += bus.get(w).size();
            streamDistinct += stream.get(w).size();
            busWaves.add(events);
            streamWaves.add(records);
        }
        return new EventDoors(busWaves, streamWaves, busDistinct, busCopies, streamDistinct, streamCopies);
    }

    private static EventDoors.BusEvent event(ObjectNode request) {
        SampleRoute.EventBridge route = BusinessEvents.sampleOf(request)
                .route()
                .eventBridge()
                .orElseThrow(() -> new IllegalStateException(request.get("type") + " has no EventBridge route"));
        return new EventDoors.BusEvent(route.source(), route.detailType(), request.toString());
    }

    /** Partitioned by tenant: one tenant's requests keep their order on one shard. */
    private static EventDoors.StreamRecord record(ObjectNode request) {
        String tenant = request.path("tenant_id").asText();
        return new EventDoors.StreamRecord(tenant.isBlank() ? "none" : tenant, request.toString());
    }
}

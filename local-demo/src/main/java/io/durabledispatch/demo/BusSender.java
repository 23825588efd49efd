package io.durabledispatch.demo;

import io.durabledispatch.demo.workload.EventDoors;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.eventbridge.EventBridgeClient;
import software.amazon.awssdk.services.eventbridge.model.PutEventsRequestEntry;
import software.amazon.awssdk.services.eventbridge.model.PutEventsResponse;

/**
 * Puts the workload's events on the bus as a producer would: PutEvents with {@value #ENTRIES} entries a call (its
 * most), the entries the bus did not take put again until it takes them or the demo gives up.
 */
final class BusSender {
    static final int ENTRIES = 10;
    private static final int ATTEMPTS = 5;

    private final EventBridgeClient events;
    private final String bus;
    private final AtomicLong accepted = new AtomicLong();

    BusSender(EventBridgeClient events, String bus) {
        this.events = events;
        this.bus = bus;
    }

    void putAll(List<EventDoors.BusEvent> wave) {
        for (int from = 0; from < wave.size(); from += ENTRIES) {
            put(wave.subList(from, Math.min(wave.size(), from + ENTRIES)));
        }
    }

    /** Entries the bus accepted so far. */
    long accepted() {
        return accepted.get();
    }

    private void put(List<EventDoors.BusEvent> slice) {
        List<PutEventsRequestEntry> pending = slice.stream().map(this::entry).toList();
        for (int attempt = 1; !pending.isEmpty(); attempt++) {
            PutEventsResponse answer = call(pending);
            List<PutEventsRequestEntry> failed = new ArrayList<>();
            for (int i = 0; i < pending.size(); i++) {
                if (answer.entries().get(i).errorCode() == null) {
                    accepted.incrementAndGet();
                } else {
                    failed.add(pending.get(i));
                }
            }
            if (!failed.isEmpty() && attempt == ATTEMPTS) {
                throw new DemoIncomplete("demo did not finish: the bus " + bus + " refused " + failed.size()
                        + " events " + ATTEMPTS + " times: "
                        + answer.entries().stream()
                                .filter(e -> e.errorCode() != null)
                                .findFirst()
                                .map(e -> e.errorCode() + " " + e.errorMessage())
                                .orElse(""));
            }
            pending = failed;
        }
    }

    private PutEventsResponse call(List<PutEventsRequestEntry> entries) {
        try {
            return events.putEvents(request -> request.entries(entries));
        } catch (SdkException e) {
            throw new DemoIncomplete("the EventBridge bus " + bus + " did not answer: " + e.getMessage());
        }
    }

    private PutEventsRequestEntry entry(EventDoors.BusEvent event) {
        return PutEventsRequestEntry.builder()
                .eventBusName(bus)
                .source(event.source())
                .detailType(event.detailType())
                .detail(event.detail())
                .build();
    }
}

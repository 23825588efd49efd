package io.durabledispatch.core.parking;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** Keeps parked messages in a list; can be switched to refuse, like an unreachable queue. */
public final class InMemoryParkingQueue implements ParkingQueue {
    private final List<ParkedMessage> messages = new CopyOnWriteArrayList<>();
    private volatile boolean refusing;

    @Override
    public void park(ParkedMessage message) {
        if (refusing) throw new ParkingException("parking queue unreachable", null);
        messages.add(message);
    }

    public void refuse() {
        refusing = true;
    }

    public List<ParkedMessage> messages() {
        return List.copyOf(messages);
    }
}

package io.durabledispatch.dispatcher.core;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** Records the postponements it is asked for; tells a listener (a simulated queue) about each. */
public final class InMemoryRedelivery implements Redelivery {
    private final List<Postponement> postponed = new ArrayList<>();
    private Consumer<Postponement> listener = p -> {};
    private boolean refusing;

    @Override
    public synchronized int postpone(List<Postponement> postponements) {
        if (refusing) return postponements.size();
        postponed.addAll(postponements);
        postponements.forEach(listener);
        return 0;
    }

    public synchronized void onPostpone(Consumer<Postponement> newListener) {
        this.listener = newListener;
    }

    public synchronized void refuse() {
        refusing = true;
    }

    public synchronized List<Postponement> postponed() {
        return List.copyOf(postponed);
    }
}

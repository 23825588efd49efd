package io.durabledispatch.durableservice;

import java.time.Instant;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * Wake-ups in time order, at most one per key (an execution ARN): the earliest moment something becomes due for
 * it. Scheduling a key again moves its wake-up; ties are polled in the order they were scheduled. Every
 * operation costs O(log N) in the keys held, so the service never scans its executions to find due work.
 */
final class DueQueue {
    private record WakeUp(Instant at, long order, String key) {}

    private static final Comparator<WakeUp> TIME_THEN_ORDER =
            Comparator.comparing(WakeUp::at).thenComparingLong(WakeUp::order);

    private final TreeSet<WakeUp> queue = new TreeSet<>(TIME_THEN_ORDER);
    private final Map<String, WakeUp> byKey = new HashMap<>();
    private long scheduled;

    /** Sets {@code key}'s wake-up to {@code at}, replacing an earlier one; the same time keeps its place. */
    void schedule(String key, Instant at) {
        WakeUp current = byKey.get(key);
        if (current != null && current.at().equals(at)) {
            return;
        }
        if (current != null) {
            queue.remove(current);
        }
        WakeUp next = new WakeUp(at, scheduled++, key);
        queue.add(next);
        byKey.put(key, next);
    }

    /** Schedules {@code key} at {@code at}, or cancels it when there is nothing to wake up for. */
    void reschedule(String key, Optional<Instant> at) {
        at.ifPresentOrElse(moment -> schedule(key, moment), () -> cancel(key));
    }

    void cancel(String key) {
        WakeUp current = byKey.remove(key);
        if (current != null) {
            queue.remove(current);
        }
    }

    /** Removes and returns the earliest key due at {@code now} (its time is not after now), if any. */
    Optional<String> pollDue(Instant now) {
        if (queue.isEmpty() || queue.first().at().isAfter(now)) {
            return Optional.empty();
        }
        WakeUp first = queue.pollFirst();
        byKey.remove(first.key());
        return Optional.of(first.key());
    }

    /** The earliest wake-up, due or not. */
    Optional<Instant> next() {
        return queue.isEmpty() ? Optional.empty() : Optional.of(queue.first().at());
    }

    Optional<Instant> scheduledAt(String key) {
        return Optional.ofNullable(byKey.get(key)).map(WakeUp::at);
    }

    int size() {
        return byKey.size();
    }
}

package io.durabledispatch.console.stack;

import java.util.List;
import java.util.Optional;

/**
 * The queues the console shows, and which of them it may touch: depths of all, ages and messages only of the
 * {@code peekable} ones (peeking receives, which would count towards a source queue's maxReceiveCount), parked
 * messages from {@code parking}, redriven to {@code redriveTo}.
 */
public record StackQueues(List<Watched> watched, Optional<String> parking, Optional<String> redriveTo) {
    public StackQueues {
        watched = List.copyOf(watched);
    }

    /** One queue: its role on the page ({@code main}, {@code dlq}, {@code parking} or the queue's own name). */
    public record Watched(String role, String url, boolean peekable) {}
}

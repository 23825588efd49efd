package io.durabledispatch.console.stack;

import io.durabledispatch.emulators.sqs.QueueUrls;
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

    /** The built-in stack's five queues; parked messages go back to the main queue. */
    public static StackQueues of(QueueUrls urls) {
        return new StackQueues(
                List.of(
                        new Watched("main", urls.main(), false),
                        new Watched("fifo", urls.fifo(), false),
                        new Watched("dlq", urls.mainDeadLetter(), true),
                        new Watched("fifo-dlq", urls.fifoDeadLetter(), true),
                        new Watched("parking", urls.parking(), true)),
                Optional.of(urls.parking()),
                Optional.of(urls.main()));
    }
}

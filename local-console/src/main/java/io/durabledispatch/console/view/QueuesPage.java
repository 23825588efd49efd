package io.durabledispatch.console.view;

import io.durabledispatch.console.ConsoleBackend;
import java.util.Comparator;
import java.util.List;

/** The queues page, as JSON: depths of main, DLQ and parking, and the parked messages, oldest first. */
public record QueuesPage(List<QueueRow> queues, List<ParkedRow> parked) {
    public static QueuesPage of(ConsoleBackend backend) {
        return new QueuesPage(
                backend.queues().stream().map(QueueRow::of).toList(),
                backend.parked().stream()
                        .map(ParkedRow::of)
                        .sorted(Comparator.comparingLong(ParkedRow::parkedAt))
                        .toList());
    }
}

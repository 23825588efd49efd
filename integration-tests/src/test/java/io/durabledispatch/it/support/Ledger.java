package io.durabledispatch.it.support;

import io.durabledispatch.it.backend.Stack;
import io.durabledispatch.ops.inspect.EngineExecutions;
import io.durabledispatch.ops.inspect.ExecutionRecord;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * Every message a scenario sent, and where each one ended: an execution, a parked message with a reason, or
 * a DLQ entry. {@link #settle} waits until nothing is left to deliver, then collects the evidence through the
 * public APIs; {@link LedgerReport} checks that nothing was lost and nothing doubled.
 */
public final class Ledger {
    private final String scenario;
    private final Supplier<Stack> stack;
    private final Instant since = Instant.now();
    private final Map<String, String> sent = new ConcurrentHashMap<>();
    private final Map<String, Parked> parked = new ConcurrentHashMap<>();
    private final Map<String, String> deadLettered = new ConcurrentHashMap<>();
    private int doubleParked;

    /** {@code stack} is a supplier because a restarted stack comes back on other ports. */
    public Ledger(String scenario, Supplier<Stack> stack) {
        this.scenario = scenario;
        this.stack = stack;
    }

    public void record(String messageId, String body) {
        sent.put(messageId, body);
    }

    /** Waits until the source queues are empty and every execution this scenario started has closed. */
    public LedgerReport settle(Duration timeout) {
        return settle(timeout, true);
    }

    public LedgerReport settle(Duration timeout, boolean awaitClosed) {
        Await.until(scenario + ": source queues drained", timeout, this::sourceQueuesEmpty);
        if (awaitClosed) {
            Await.until(
                    scenario + ": every execution closed",
                    timeout,
                    () -> executions().stream().noneMatch(e -> e.status().equals("RUNNING")));
        }
        collectParkedAndDeadLettered();
        return new LedgerReport(
                scenario,
                Map.copyOf(sent),
                executions(),
                Map.copyOf(parked),
                Map.copyOf(deadLettered),
                doubleParked,
                stack.get().routes());
    }

    /** Executions started since this ledger was opened (the engines' list APIs). */
    public List<ExecutionRecord> executions() {
        Stack current = stack.get();
        return new EngineExecutions(current.lambda(), current.stepFunctions(), current.routes())
                .all().stream().filter(e -> !e.started().isBefore(since)).toList();
    }

    private boolean sourceQueuesEmpty() {
        QueueDrain queues = new QueueDrain(stack.get().sqs());
        var urls = stack.get().queues();
        return Stream.concat(Stream.of(urls.main()), urls.fifo().stream()).allMatch(url -> queues.depth(url) == 0);
    }

    private void collectParkedAndDeadLettered() {
        QueueDrain queues = new QueueDrain(stack.get().sqs());
        var urls = stack.get().queues();
        for (var message : queues.drain(urls.parking())) {
            Parked entry = QueueDrain.parked(message);
            String key = keyOf(entry.sourceMessageId(), entry.body());
            if (!sent.containsKey(key)) continue; // another run's message
            if (parked.putIfAbsent(key, entry) != null) doubleParked++;
        }
        Stream.concat(Stream.of(urls.mainDeadLetter()), urls.fifoDeadLetter().stream())
                .flatMap(url -> queues.drain(url).stream())
                .filter(message -> sent.containsKey(keyOf(message.messageId(), message.body())))
                .forEach(message -> deadLettered.put(keyOf(message.messageId(), message.body()), message.body()));
    }

    /**
     * What a message was recorded under: its SQS id, or, for an EventBridge event a rule put on the queue (whose SQS
     * id the producer never sees), the event id PutEvents answered, which the envelope carries.
     */
    private String keyOf(String messageId, String body) {
        if (sent.containsKey(messageId)) return messageId;
        try {
            return io.durabledispatch.routes.json.JsonMappers.plain()
                    .readTree(body)
                    .path("id")
                    .asText(messageId);
        } catch (java.io.IOException | RuntimeException notJson) {
            return messageId;
        }
    }
}

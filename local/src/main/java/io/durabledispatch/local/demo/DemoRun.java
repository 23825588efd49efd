package io.durabledispatch.local.demo;

import io.durabledispatch.dispatcher.core.ParkingAttributes;
import io.durabledispatch.local.aws.Deadline;
import io.durabledispatch.local.inspect.EngineExecutions;
import io.durabledispatch.local.inspect.ExecutionRecord;
import io.durabledispatch.local.inspect.QueueMessages;
import io.durabledispatch.local.sqs.QueueUrls;
import io.durabledispatch.local.workload.Workload;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.sqs.model.MessageAttributeValue;

/**
 * Sends a workload wave by wave through the main queue, waits until the system is quiet (queues drained, no
 * execution running), and counts what became of every message through the public APIs.
 */
public final class DemoRun {
    private final QueueMessages queue;
    private final EngineExecutions executions;
    private final QueueUrls queues;
    private final Duration timeout;

    public DemoRun(QueueMessages queue, EngineExecutions executions, QueueUrls queues, Duration timeout) {
        this.queue = queue;
        this.executions = executions;
        this.queues = queues;
        this.timeout = timeout;
    }

    public DemoReport run(Workload workload) {
        for (List<String> wave : workload.waves()) {
            queue.sendAll(queues.main(), wave, "demo");
            awaitQuiet();
        }
        return report(workload);
    }

    /** Throws if the system is still busy when the timeout ends. */
    public void awaitQuiet() {
        Deadline.within(timeout).await("the system to go quiet", this::quiet);
    }

    private boolean quiet() {
        return queue.depth(queues.main()) == 0
                && queue.depth(queues.fifo()) == 0
                && executions.all().stream().noneMatch(ExecutionRecord::running);
    }

    private DemoReport report(Workload workload) {
        Map<String, Integer> byStatus = count(executions.all(), ExecutionRecord::status);
        var parked = queue.browse(queues.parking(), Integer.MAX_VALUE);
        Map<String, Integer> byReason = count(parked, m -> outcomeAndReason(m.messageAttributes()));
        int deadLettered = queue.depth(queues.mainDeadLetter()) + queue.depth(queues.fifoDeadLetter());
        return new DemoReport(workload.all().size(), byStatus, byReason, deadLettered, workload.expected());
    }

    private static String outcomeAndReason(Map<String, MessageAttributeValue> attributes) {
        return text(attributes, ParkingAttributes.OUTCOME) + " " + text(attributes, ParkingAttributes.REASON);
    }

    private static String text(Map<String, MessageAttributeValue> attributes, String name) {
        MessageAttributeValue value = attributes.get(name);
        return value == null ? "UNKNOWN" : value.stringValue();
    }

    private static <T> Map<String, Integer> count(List<T> items, Function<T, String> key) {
        return items.stream().collect(Collectors.groupingBy(key, Collectors.summingInt(item -> 1)));
    }
}

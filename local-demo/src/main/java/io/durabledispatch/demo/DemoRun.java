package io.durabledispatch.demo;

import io.durabledispatch.demo.workload.Workload;
import io.durabledispatch.dispatcher.core.ParkingAttributes;
import io.durabledispatch.localstack.app.StackCounters;
import io.durabledispatch.localstack.builtin.BuiltInQueues;
import io.durabledispatch.ops.inspect.EngineExecutions;
import io.durabledispatch.ops.inspect.ExecutionRecord;
import io.durabledispatch.ops.inspect.QueueMessages;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.sqs.model.MessageAttributeValue;

/**
 * Sends a workload wave by wave through the main queue (and the HTTP API, for its part), waits until the system is quiet (queues drained, no
 * execution running), and counts what became of every message through the public APIs. The wait reads
 * counters only (queue depths, the engines' started and closed counts): listing every execution on every
 * poll would make a run quadratic in its size.
 */
public final class DemoRun {
    private static final long POLL_NANOS = Duration.ofMillis(100).toNanos();
    /** One SendMessageBatch at a time, so that the sent count never trails what the stack already handled. */
    private static final int SEND_SLICE = 10;

    private final QueueMessages queue;
    private final EngineExecutions executions;
    private final BuiltInQueues queues;
    private final Supplier<StackCounters> counters;
    private final Duration stallTimeout;
    private final Optional<ApiSender> api;
    private final AtomicLong sent = new AtomicLong();

    /**
     * @param stallTimeout give up once nothing has moved (events sent or handled, executions started or closed)
     *     for this long
     */
    public DemoRun(
            QueueMessages queue,
            EngineExecutions executions,
            BuiltInQueues queues,
            Supplier<StackCounters> counters,
            Duration stallTimeout) {
        this(queue, executions, queues, counters, stallTimeout, Optional.empty());
    }

    /** @param api the HTTP API's base URL, for a workload with API requests */
    public DemoRun(
            QueueMessages queue,
            EngineExecutions executions,
            BuiltInQueues queues,
            Supplier<StackCounters> counters,
            Duration stallTimeout,
            Optional<URI> api) {
        this.queue = queue;
        this.executions = executions;
        this.queues = queues;
        this.counters = counters;
        this.stallTimeout = stallTimeout;
        this.api = api.map(url -> new ApiSender(url, stallTimeout));
    }

    /** @throws DemoIncomplete when the system stops making progress before it is quiet */
    public DemoReport run(Workload workload) {
        if (!workload.apiWaves().isEmpty() && api.isEmpty()) {
            throw new IllegalArgumentException("the workload posts to the HTTP API, but no API URL was given");
        }
        for (int i = 0; i < workload.waves().size(); i++) {
            List<String> wave = workload.waves().get(i);
            for (int from = 0; from < wave.size(); from += SEND_SLICE) {
                List<String> slice = wave.subList(from, Math.min(wave.size(), from + SEND_SLICE));
                queue.sendAll(queues.main(), slice, "demo");
                sent.addAndGet(slice.size());
            }
            // While the dispatcher works through the wave's messages, the API's clients post theirs.
            if (!workload.apiWaves().isEmpty())
                api.orElseThrow().sendAll(workload.apiWaves().get(i));
            awaitQuiet();
        }
        return report(workload);
    }

    /** Events sent to the queue so far (read by the progress line while {@link #run} works). */
    public long sent() {
        return sent.get();
    }

    /** Requests the HTTP API has answered so far (its final answers). */
    public long apiSent() {
        return api.map(ApiSender::sent).orElse(0L);
    }

    /** Returns once quiet; throws {@link DemoIncomplete} after {@code stallTimeout} without any progress. */
    public void awaitQuiet() {
        Observation last = observe();
        long lastMoved = System.nanoTime();
        while (!last.quiet()) {
            LockSupport.parkNanos(POLL_NANOS);
            Observation now = observe();
            if (now.moved(last)) {
                lastMoved = System.nanoTime();
            } else if (System.nanoTime() - lastMoved >= stallTimeout.toNanos()) {
                throw new DemoIncomplete(now.describe(stallTimeout));
            }
            last = now;
        }
    }

    private Observation observe() {
        StackCounters stack = counters.get();
        int inQueues = queue.depth(queues.main());
        return new Observation(sent.get(), stack, inQueues);
    }

    /** One look at the counters; {@code inQueues} counts visible, in-flight and delayed messages. */
    private record Observation(long sent, StackCounters stack, int inQueues) {
        boolean quiet() {
            return inQueues == 0 && stack.executions().running() == 0;
        }

        boolean moved(Observation before) {
            return sent != before.sent
                    || stack.recordsHandled() != before.stack.recordsHandled()
                    || !stack.executions().equals(before.stack.executions());
        }

        String describe(Duration stallTimeout) {
            var executions = stack.executions();
            return "demo did not finish: nothing moved for %s; %d events sent, %d handled; executions %d started, %d done, %d still running; %d messages still in the queues"
                    .formatted(
                            stallTimeout,
                            sent,
                            stack.recordsHandled(),
                            executions.started(),
                            executions.closed(),
                            executions.running(),
                            inQueues);
        }
    }

    private DemoReport report(Workload workload) {
        Map<String, Integer> byStatus = count(executions.all(), ExecutionRecord::status);
        var parked = queue.browse(queues.parking(), Integer.MAX_VALUE);
        Map<String, Integer> byReason = count(parked, m -> outcomeAndReason(m.messageAttributes()));
        int deadLettered = queue.depth(queues.deadLetter());
        return new DemoReport(
                workload.all().size(),
                byStatus,
                byReason,
                deadLettered,
                workload.expected(),
                api.map(ApiSender::tally).orElse(ApiTally.NONE),
                workload.apiExpected());
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

package io.durabledispatch.benchmarks.door;

import io.durabledispatch.benchmarks.SqsEvents;
import io.durabledispatch.dispatcher.DispatchHandler;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;

/**
 * The SQS door's side: the round's records in batches through the real {@link DispatchHandler}, one batch after
 * another as one event source mapping poller hands them over. The handler starts a batch's records on its own
 * pool ({@code dispatch-start-*} threads), so its CPU is the calling thread's plus that pool's.
 */
final class SqsLoad {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final String START_POOL = "dispatch-start-";

    private final DispatchHandler handler;
    private final int batchSize;

    /** The handler's CPU, the round's wall time, and how many records it reported as failed. */
    record Result(CpuReading cpu, double seconds, int failed) {}

    SqsLoad(DispatchHandler handler, int batchSize) {
        this.handler = handler;
        this.batchSize = batchSize;
    }

    Result run(List<String> bodies) {
        long poolBefore = poolCpuNanos();
        long callerBefore = THREADS.getCurrentThreadCpuTime();
        long started = System.nanoTime();
        int failed = 0;
        for (int from = 0; from < bodies.size(); from += batchSize) {
            var batch = SqsEvents.of(bodies.subList(from, Math.min(from + batchSize, bodies.size())));
            failed += handler.handleRequest(batch, null).getBatchItemFailures().size();
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        long cpu = THREADS.getCurrentThreadCpuTime() - callerBefore + poolCpuNanos() - poolBefore;
        return new Result(new CpuReading(cpu, bodies.size()), seconds, failed);
    }

    /** The start pool's threads live as long as the handler, so a difference of two sums is the work between. */
    private static long poolCpuNanos() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> thread.getName().startsWith(START_POOL))
                .mapToLong(thread -> Math.max(0, THREADS.getThreadCpuTime(thread.getId())))
                .sum();
    }
}

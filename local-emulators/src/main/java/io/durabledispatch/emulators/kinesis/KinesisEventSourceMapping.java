package io.durabledispatch.emulators.kinesis;

import com.amazonaws.services.lambda.runtime.LambdaLogger;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.KinesisEvent;
import com.amazonaws.services.lambda.runtime.events.StreamsEventResponse;
import io.durabledispatch.emulators.esm.Pollers;
import io.durabledispatch.emulators.lambda.LocalLambdaContext;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * Plays the Kinesis event source mapping: one poller thread per shard reads from the mapping's starting position,
 * invokes the function with a real {@link KinesisEvent} of at most the batch size, and moves on only past what
 * the function acknowledged ({@link ShardPoller}); shards run side by side, each in its own order.
 */
public final class KinesisEventSourceMapping implements AutoCloseable {
    /** Lambda polls an idle shard about once a second; locally more often, so tests and demos see records soon. */
    private static final long IDLE_PAUSE_NANOS = TimeUnit.MILLISECONDS.toNanos(50);
    /** A failed batch is retried after a short pause, so a poison record does not spin a core. */
    private static final long RETRY_PAUSE_NANOS = TimeUnit.MILLISECONDS.toNanos(20);

    private final StreamReader stream;
    private final StreamMappingSource source;
    private final StreamMappingSettings settings;
    private final RequestHandler<KinesisEvent, StreamsEventResponse> function;
    private final FailureDestination destination;
    private final LambdaLogger logger;
    private final Clock clock;
    private final StreamMappingStats stats = new StreamMappingStats();
    private final List<Thread> pollers = new ArrayList<>();
    private volatile boolean running = true;

    public KinesisEventSourceMapping(
            StreamReader stream,
            StreamMappingSource source,
            StreamMappingSettings settings,
            RequestHandler<KinesisEvent, StreamsEventResponse> function,
            FailureDestination destination,
            LambdaLogger logger,
            Clock clock) {
        this.stream = stream;
        this.source = source;
        this.settings = settings;
        this.function = function;
        this.destination = destination;
        this.logger = logger;
        this.clock = clock;
    }

    /** Takes each shard's iterator at the starting position, then polls every shard on its own thread. */
    public KinesisEventSourceMapping start() {
        for (String shardId : stream.shardIds()) {
            ShardPoller poller = poller(shardId);
            Thread thread = new Thread(() -> poll(poller), "kinesis-esm-" + source.functionName() + "-" + shardId);
            thread.setDaemon(true);
            pollers.add(thread);
        }
        pollers.forEach(Thread::start);
        return this;
    }

    public StreamMappingStats stats() {
        return stats;
    }

    public StreamMappingSettings settings() {
        return settings;
    }

    /** The stream it reads, as the mapping's {@code EventSourceArn} names it. */
    public String streamArn() {
        return stream.streamArn();
    }

    @Override
    public void close() {
        running = false;
        Pollers.awaitStopped(pollers);
    }

    ShardPoller poller(String shardId) {
        return new ShardPoller(shardId, stream, settings, this::invoke, this::giveUp, clock, stats);
    }

    private void poll(ShardPoller poller) {
        while (running) {
            try {
                switch (poller.step()) {
                    case IDLE -> LockSupport.parkNanos(IDLE_PAUSE_NANOS);
                    case FAILED -> LockSupport.parkNanos(RETRY_PAUSE_NANOS);
                    case DELIVERED -> {}
                }
            } catch (RuntimeException e) { // the stream or the destination unreachable for a moment: poll again
                if (running) logger.log("kinesis event source mapping: call failed, polling again: " + e + "\n");
                LockSupport.parkNanos(IDLE_PAUSE_NANOS);
            }
        }
    }

    private BatchOutcome invoke(List<StreamRecord> batch) {
        String functionArn = source.functionArn(stream.streamArn());
        KinesisEvent event = KinesisEvents.of(batch, stream.streamArn(), source.region(), functionArn);
        StreamsEventResponse response;
        try {
            response = function.handleRequest(event, context(functionArn));
        } catch (RuntimeException e) {
            logger.log("kinesis event source mapping: function failed its batch of " + batch.size() + ": " + e + "\n");
            return new BatchOutcome.Failed(true, e.toString());
        }
        return BatchOutcome.of(response, batch, settings.reportBatchItemFailures());
    }

    private void giveUp(FailureCondition condition, List<StreamRecord> records, int invocations, boolean error) {
        String functionArn = source.functionArn(stream.streamArn());
        destination.send(OnFailureRecord.json(
                condition, records, stream.streamArn(), functionArn, invocations, error, clock.instant()));
    }

    /** An event source mapping invokes the unpublished function: {@code $LATEST}. */
    private LocalLambdaContext context(String functionArn) {
        return LocalLambdaContext.invocation(
                source.functionName(),
                "$LATEST",
                functionArn,
                Duration.ofMillis(source.timeoutMillis()),
                source.memoryMb(),
                logger);
    }
}

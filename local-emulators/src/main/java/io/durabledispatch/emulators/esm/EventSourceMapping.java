package io.durabledispatch.emulators.esm;

import com.amazonaws.services.lambda.runtime.LambdaLogger;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.SQSBatchResponse;
import com.amazonaws.services.lambda.runtime.events.SQSEvent;
import io.durabledispatch.emulators.lambda.LocalLambdaContext;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.sqs.model.Message;

/**
 * Plays the SQS event source mapping: {@code maxConcurrency} pollers each gather a batch, invoke the function
 * with a real {@link SQSEvent}, and delete the records it did not report in {@code batchItemFailures}. Failed
 * records stay in flight until their visibility timeout ends and then reappear; the queue's redrive policy
 * moves them to the DLQ after maxReceiveCount receives. A function that throws fails its whole batch. Creating
 * one checks the settings against the queue as Lambda does ({@link MappingRules}).
 */
public final class EventSourceMapping implements AutoCloseable {
    private final MappingSource source;
    private final MappingSettings settings;
    private final RequestHandler<SQSEvent, SQSBatchResponse> function;
    private final BatchReceiver receiver;
    private final MappingStats stats = new MappingStats();
    private final LambdaLogger logger;
    private final List<Thread> pollers = new ArrayList<>();
    private volatile boolean running = true;

    public EventSourceMapping(
            MappingSource source,
            MappingSettings settings,
            RequestHandler<SQSEvent, SQSBatchResponse> function,
            LambdaLogger logger) {
        MappingRules.check(
                settings,
                QueueFacts.read(source.sqs(), source.queueUrl()),
                Duration.ofMillis(source.timeoutMillis()),
                source.queueUrl());
        this.source = source;
        this.settings = settings;
        this.function = function;
        this.logger = logger;
        this.receiver = new BatchReceiver(source.sqs(), source.queueUrl(), settings);
        for (int i = 0; i < settings.maxConcurrency(); i++) {
            Thread poller = new Thread(this::poll, "esm-" + source.functionName() + "-" + i);
            poller.setDaemon(true);
            pollers.add(poller);
        }
    }

    public EventSourceMapping start() {
        pollers.forEach(Thread::start);
        return this;
    }

    public MappingStats stats() {
        return stats;
    }

    /** The queue it reads, as the mapping's {@code EventSourceArn} names it. */
    public String queueUrl() {
        return source.queueUrl();
    }

    /** Batch size, batching window and maximum concurrency, as created. */
    public MappingSettings settings() {
        return settings;
    }

    @Override
    public void close() {
        running = false;
        Pollers.awaitStopped(pollers);
    }

    private void poll() {
        while (running) {
            try {
                List<Message> batch = receiver.receive();
                if (!batch.isEmpty()) deliver(batch);
            } catch (RuntimeException e) { // SQS unreachable for a moment: poll again, as the service does
                if (running) logger.log("event source mapping: SQS call failed, polling again: " + e + "\n");
            }
        }
    }

    /** An event source mapping invokes the unpublished function: {@code $LATEST}. */
    private LocalLambdaContext context() {
        return LocalLambdaContext.invocation(
                source.functionName(),
                "$LATEST",
                source.functionArn(),
                Duration.ofMillis(source.timeoutMillis()),
                source.memoryMb(),
                logger);
    }

    private void deliver(List<Message> batch) {
        stats.invoked(batch.size());
        SQSBatchResponse response;
        try {
            SQSEvent event = SqsEvents.of(batch, source.queueArn(), source.region());
            response = function.handleRequest(event, context());
        } catch (RuntimeException e) {
            stats.functionError();
            logger.log("event source mapping: function failed, the whole batch returns to the queue: " + e + "\n");
            return;
        }
        List<Message> done = Acknowledgements.toDelete(batch, response);
        Deletions.delete(source.sqs(), source.queueUrl(), done);
        stats.deleted(done.size());
    }
}

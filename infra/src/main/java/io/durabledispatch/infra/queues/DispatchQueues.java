package io.durabledispatch.infra.queues;

import io.durabledispatch.infra.config.QueueSettings;
import io.durabledispatch.infra.nag.NagReasons;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.RemovalPolicy;
import software.amazon.awscdk.services.sqs.DeadLetterQueue;
import software.amazon.awscdk.services.sqs.Queue;
import software.amazon.awscdk.services.sqs.QueueEncryption;
import software.constructs.Construct;

/**
 * The three queues of the dispatch path: the main queue producers send to, its dead-letter queue (records
 * that stayed RETRYABLE for every receive), and the parking queue (CONFLICT and INVALID records, with their
 * reason). The DLQ and the parking queue are retained on delete: they hold messages a person must look at.
 */
public final class DispatchQueues extends Construct {
    private final Queue deadLetterQueue;
    private final Queue mainQueue;
    private final Queue parkingQueue;

    public DispatchQueues(Construct scope, String id, QueueSettings settings, java.time.Duration visibility) {
        super(scope, id);
        this.deadLetterQueue = createDeadLetterQueue(settings);
        this.mainQueue = createMainQueue(settings, visibility);
        this.parkingQueue = createParkingQueue();
    }

    public Queue mainQueue() {
        return mainQueue;
    }

    public Queue deadLetterQueue() {
        return deadLetterQueue;
    }

    public Queue parkingQueue() {
        return parkingQueue;
    }

    private Queue createDeadLetterQueue(QueueSettings settings) {
        return secured(Queue.Builder.create(this, "DeadLetterQueue"), settings.fifo())
                .retentionPeriod(Duration.days(settings.deadLetterRetention().toDays()))
                .removalPolicy(RemovalPolicy.RETAIN)
                .build();
    }

    private Queue createMainQueue(QueueSettings settings, java.time.Duration visibility) {
        return secured(Queue.Builder.create(this, "MainQueue"), settings.fifo())
                .retentionPeriod(Duration.days(settings.retention().toDays()))
                .visibilityTimeout(Duration.seconds(visibility.toSeconds()))
                .deadLetterQueue(DeadLetterQueue.builder()
                        .queue(deadLetterQueue)
                        .maxReceiveCount(settings.maxReceiveCount())
                        .build())
                .removalPolicy(RemovalPolicy.DESTROY)
                .build();
    }

    private Queue createParkingQueue() {
        Queue parking = secured(Queue.Builder.create(this, "ParkingQueue"), false)
                .retentionPeriod(Duration.days(14))
                .removalPolicy(RemovalPolicy.RETAIN)
                .build();
        NagReasons.suppress(
                parking,
                "AwsSolutions-SQS3",
                "The parking queue is the end of the line for CONFLICT/INVALID records: a person reads them "
                        + "with their reason; nothing consumes it automatically, so there is nothing to redrive.");
        return parking;
    }

    /** Every queue: SSE with SQS-managed keys, TLS-only access; FIFO queues deduplicate by content. */
    private static Queue.Builder secured(Queue.Builder builder, boolean fifo) {
        builder.encryption(QueueEncryption.SQS_MANAGED).enforceSsl(true);
        return fifo ? builder.fifo(true).contentBasedDeduplication(true) : builder;
    }
}

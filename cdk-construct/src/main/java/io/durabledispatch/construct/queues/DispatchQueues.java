package io.durabledispatch.construct.queues;

import io.durabledispatch.construct.nag.NagReasons;
import java.util.Optional;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.RemovalPolicy;
import software.amazon.awscdk.services.sqs.DeadLetterQueue;
import software.amazon.awscdk.services.sqs.IQueue;
import software.amazon.awscdk.services.sqs.Queue;
import software.amazon.awscdk.services.sqs.QueueEncryption;
import software.constructs.Construct;

/**
 * The queues of the dispatch path: the main queue producers send to (created here, or the team's own), its
 * dead-letter queue (records that stayed RETRYABLE for every receive), and the parking queue (CONFLICT and
 * INVALID records, with their reason). The DLQ and the parking queue are retained on delete: they hold
 * messages a person must look at.
 */
public final class DispatchQueues extends Construct {
    /** SQS's longest retention: parked records wait for a person as long as SQS allows. */
    private static final int PARKING_RETENTION_DAYS = 14;

    private final IQueue mainQueue;
    private final Optional<IQueue> deadLetterQueue;
    private final Queue parkingQueue;

    /** Creates the main queue and its DLQ. */
    public DispatchQueues(Construct scope, String id, QueueShape shape) {
        super(scope, id);
        Queue dlq = createDeadLetterQueue(shape);
        this.deadLetterQueue = Optional.of(dlq);
        this.mainQueue = createMainQueue(shape, dlq);
        this.parkingQueue = createParkingQueue();
    }

    /** Consumes the team's queue; {@code deadLetterQueue} is its DLQ when they name it. */
    public DispatchQueues(Construct scope, String id, IQueue existing, Optional<IQueue> deadLetterQueue) {
        super(scope, id);
        this.mainQueue = existing;
        this.deadLetterQueue = deadLetterQueue;
        this.parkingQueue = createParkingQueue();
    }

    public IQueue mainQueue() {
        return mainQueue;
    }

    public Optional<IQueue> deadLetterQueue() {
        return deadLetterQueue;
    }

    public Queue parkingQueue() {
        return parkingQueue;
    }

    private Queue createDeadLetterQueue(QueueShape shape) {
        return secured(Queue.Builder.create(this, "DeadLetterQueue"), shape.fifo())
                .retentionPeriod(Duration.days(shape.deadLetterRetention().toDays()))
                .removalPolicy(RemovalPolicy.RETAIN)
                .build();
    }

    private Queue createMainQueue(QueueShape shape, Queue dlq) {
        return secured(Queue.Builder.create(this, "MainQueue"), shape.fifo())
                .retentionPeriod(Duration.days(shape.retention().toDays()))
                .visibilityTimeout(Duration.seconds(shape.visibility().toSeconds()))
                .deadLetterQueue(DeadLetterQueue.builder()
                        .queue(dlq)
                        .maxReceiveCount(shape.maxReceiveCount())
                        .build())
                .removalPolicy(RemovalPolicy.DESTROY)
                .build();
    }

    private Queue createParkingQueue() {
        return parkingQueue(this, "ParkingQueue");
    }

    /**
     * A parking queue of its own for a door: encrypted, TLS-only, retained on delete, kept as long as SQS allows.
     */
    public static Queue parkingQueue(Construct scope, String id) {
        Queue parking = secured(Queue.Builder.create(scope, id), false)
                .retentionPeriod(Duration.days(PARKING_RETENTION_DAYS))
                .removalPolicy(RemovalPolicy.RETAIN)
                .build();
        NagReasons.suppress(
                parking,
                "AwsSolutions-SQS3",
                "The parking queue is the end of the line for CONFLICT/INVALID records: a person reads them "
                        + "with their reason; nothing consumes it automatically, so there is nothing to redrive.");
        return parking;
    }

    /** A standard queue's builder with the settings every queue of this library has (below). */
    public static Queue.Builder securedQueue(Construct scope, String id) {
        return secured(Queue.Builder.create(scope, id), false);
    }

    /** Every queue: SSE with SQS-managed keys, TLS-only access; FIFO queues deduplicate by content. */
    private static Queue.Builder secured(Queue.Builder builder, boolean fifo) {
        builder.encryption(QueueEncryption.SQS_MANAGED).enforceSsl(true);
        return fifo ? builder.fifo(true).contentBasedDeduplication(true) : builder;
    }
}

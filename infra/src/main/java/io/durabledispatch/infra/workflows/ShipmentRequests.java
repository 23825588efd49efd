package io.durabledispatch.infra.workflows;

import io.durabledispatch.construct.nag.NagReasons;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.RemovalPolicy;
import software.amazon.awscdk.services.iam.IGrantable;
import software.amazon.awscdk.services.sqs.Queue;
import software.amazon.awscdk.services.sqs.QueueEncryption;
import software.constructs.Construct;

/**
 * The carrier's port: the order workflow's shipping step sends each shipment request, with the callback id the
 * carrier confirms, to this queue (named in the function's environment). A carrier integration reads it and
 * answers with SendDurableExecutionCallbackSuccess; the local stack's carrier does the same through the SQS API.
 */
public final class ShipmentRequests extends Construct {
    /** The order workflow's variable holding the queue's URL. */
    public static final String QUEUE_URL_VARIABLE = "SHIPMENT_QUEUE_URL";

    /** Longer than the order's wait for the shipment (two days): a request outlives the callback it answers. */
    private static final int RETENTION_DAYS = 4;

    private final Queue queue;

    public ShipmentRequests(Construct scope, String id) {
        super(scope, id);
        this.queue = Queue.Builder.create(this, "Queue")
                .encryption(QueueEncryption.SQS_MANAGED)
                .enforceSsl(true)
                .retentionPeriod(Duration.days(RETENTION_DAYS))
                .removalPolicy(RemovalPolicy.DESTROY)
                .build();
        NagReasons.suppress(
                queue,
                "AwsSolutions-SQS3",
                "The carrier deletes a request once it confirmed the shipment; one it cannot confirm stays until "
                        + "the order's callback times out and fails the order: there is nothing to redrive.");
    }

    public Queue queue() {
        return queue;
    }

    /** The order workflow may send requests, nothing else. */
    public void grantSendTo(IGrantable function) {
        queue.grantSendMessages(function);
    }
}

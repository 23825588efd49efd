package io.durabledispatch.emulators.events;

import java.net.URI;
import software.amazon.awssdk.services.sqs.SqsClient;

/**
 * Sends matched events to SQS queues through the real SDK client (ElasticMQ locally). A target is a queue ARN,
 * {@code arn:aws:sqs:<region>:<account>:<name>}; its URL is {@code <endpoint>/<account>/<name>}.
 */
public final class SqsEventTargets implements EventTargets {
    private final SqsClient sqs;
    private final String endpoint;

    public SqsEventTargets(SqsClient sqs, URI endpoint) {
        this.sqs = sqs;
        this.endpoint = endpoint.toString().replaceAll("/+$", "");
    }

    @Override
    public void send(String targetArn, String event) {
        sqs.sendMessage(request -> request.queueUrl(queueUrl(targetArn)).messageBody(event));
    }

    String queueUrl(String arn) {
        String[] parts = arn.split(":", 6);
        if (parts.length != 6 || !"sqs".equals(parts[2])) {
            throw new IllegalArgumentException("not an SQS queue ARN: " + arn);
        }
        return endpoint + "/" + parts[4] + "/" + parts[5];
    }
}

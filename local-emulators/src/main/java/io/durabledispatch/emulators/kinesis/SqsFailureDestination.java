package io.durabledispatch.emulators.kinesis;

import software.amazon.awssdk.services.sqs.SqsClient;

/** An SQS queue as a mapping's on-failure destination: each description becomes one message. */
public final class SqsFailureDestination implements FailureDestination {
    private final SqsClient sqs;
    private final String queueUrl;

    public SqsFailureDestination(SqsClient sqs, String queueUrl) {
        this.sqs = sqs;
        this.queueUrl = queueUrl;
    }

    @Override
    public void send(String body) {
        sqs.sendMessage(b -> b.queueUrl(queueUrl).messageBody(body));
    }
}

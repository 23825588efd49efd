package io.durabledispatch.ops.rerun;

import io.durabledispatch.core.plan.Generations;
import java.util.Map;
import software.amazon.awssdk.services.sqs.SqsClient;
import software.amazon.awssdk.services.sqs.model.MessageAttributeValue;

/**
 * Sends a re-run through SQS with the generation as a message attribute. On a FIFO queue the new execution name
 * is the deduplication id: the bodies of successive re-runs of one request may be identical.
 */
public final class SqsRerunSender implements RerunSender {
    private final SqsClient sqs;
    private final String queueUrl;
    private final String messageGroup;

    /** @param messageGroup the MessageGroupId on a FIFO queue (unused on a standard one) */
    public SqsRerunSender(SqsClient sqs, String queueUrl, String messageGroup) {
        this.sqs = sqs;
        this.queueUrl = queueUrl;
        this.messageGroup = messageGroup;
    }

    @Override
    public void send(RerunDecision.Send rerun) {
        MessageAttributeValue generation = MessageAttributeValue.builder()
                .dataType("Number")
                .stringValue(Integer.toString(rerun.generation()))
                .build();
        sqs.sendMessage(b -> {
            b.queueUrl(queueUrl).messageBody(rerun.body()).messageAttributes(Map.of(Generations.ATTRIBUTE, generation));
            if (queueUrl.endsWith(".fifo"))
                b.messageGroupId(messageGroup).messageDeduplicationId(rerun.executionName());
        });
    }
}

package io.durabledispatch.localstack.app;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.SQSBatchResponse;
import com.amazonaws.services.lambda.runtime.events.SQSEvent;
import java.util.List;

/**
 * A plain SQS consumer packaged as a test asset: reports as failed every record whose body equals its
 * {@code FAIL_BODY} variable (from the template), and checks it was told its own queue's URL.
 */
public final class FailingConsumer implements RequestHandler<SQSEvent, SQSBatchResponse> {
    private final String failBody = System.getenv("FAIL_BODY");
    private final String inbox = System.getenv("INBOX");

    @Override
    public SQSBatchResponse handleRequest(SQSEvent event, Context context) {
        List<SQSBatchResponse.BatchItemFailure> failures = event.getRecords().stream()
                .filter(r ->
                        r.getBody().equals(failBody) || !r.getEventSourceArn().endsWith(queueName()))
                .map(r -> new SQSBatchResponse.BatchItemFailure(r.getMessageId()))
                .toList();
        return new SQSBatchResponse(failures);
    }

    private String queueName() {
        return inbox.substring(inbox.lastIndexOf('/') + 1);
    }
}

package io.durabledispatch.local.esm;

import software.amazon.awssdk.services.sqs.SqsClient;

/**
 * The queue a mapping reads and how the function is presented to it.
 *
 * @param queueArn reported as each record's eventSourceARN
 * @param timeoutMillis the function timeout, reported through the context's remaining time
 */
public record MappingSource(
        SqsClient sqs, String queueUrl, String queueArn, String region, String functionName, long timeoutMillis) {

    /** The function's unqualified ARN, in the queue's region and account (one stack holds both). */
    public String functionArn() {
        String account = queueArn.split(":")[4];
        return "arn:aws:lambda:" + region + ":" + account + ":function:" + functionName;
    }
}

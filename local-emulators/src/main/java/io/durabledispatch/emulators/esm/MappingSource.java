package io.durabledispatch.emulators.esm;

import io.durabledispatch.emulators.lambda.LocalLambdaContext;
import software.amazon.awssdk.services.sqs.SqsClient;

/**
 * The queue a mapping reads and how the function is presented to it.
 *
 * @param queueArn reported as each record's eventSourceARN
 * @param timeoutMillis the function timeout, reported through the context's remaining time
 * @param memoryMb the function's memory size, reported through the context
 */
public record MappingSource(
        SqsClient sqs,
        String queueUrl,
        String queueArn,
        String region,
        String functionName,
        long timeoutMillis,
        int memoryMb) {

    /** A function with infra's memory size. */
    public MappingSource(
            SqsClient sqs, String queueUrl, String queueArn, String region, String functionName, long timeoutMillis) {
        this(sqs, queueUrl, queueArn, region, functionName, timeoutMillis, LocalLambdaContext.DEFAULT_MEMORY_MB);
    }

    /** The function's unqualified ARN, in the queue's region and account (one stack holds both). */
    public String functionArn() {
        String account = queueArn.split(":")[4];
        return "arn:aws:lambda:" + region + ":" + account + ":function:" + functionName;
    }
}

package io.durabledispatch.emulators.kinesis;

import io.durabledispatch.emulators.lambda.LocalLambdaContext;

/**
 * The function a Kinesis mapping invokes and how it is presented to it.
 *
 * @param timeoutMillis the function timeout, reported through the context's remaining time
 */
public record StreamMappingSource(String region, String functionName, long timeoutMillis, int memoryMb) {
    /** A function with infra's memory size. */
    public StreamMappingSource(String region, String functionName, long timeoutMillis) {
        this(region, functionName, timeoutMillis, LocalLambdaContext.DEFAULT_MEMORY_MB);
    }

    /** The function's unqualified ARN, in the stream's account (one stack holds both). */
    public String functionArn(String streamArn) {
        String account = streamArn.split(":")[4];
        return "arn:aws:lambda:" + region + ":" + account + ":function:" + functionName;
    }
}

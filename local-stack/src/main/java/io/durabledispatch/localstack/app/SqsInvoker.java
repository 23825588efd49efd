package io.durabledispatch.localstack.app;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.SQSBatchResponse;
import com.amazonaws.services.lambda.runtime.events.SQSEvent;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.localstack.function.HostedFunction;
import io.durabledispatch.routes.json.JsonMappers;
import java.time.Duration;

/**
 * What an event source mapping calls: the batch as the JSON document Lambda sends ({@code Records}, each with
 * {@code eventSourceARN} and friends), the function's response read back as a partial batch response. Without
 * {@code ReportBatchItemFailures} a returned response means the whole batch succeeded, as in Lambda. An invocation
 * past the function's timeout fails the whole batch (its messages come back after the visibility timeout).
 */
final class SqsInvoker implements RequestHandler<SQSEvent, SQSBatchResponse> {
    private static final ObjectMapper LENIENT = JsonMappers.lambdaRuntime();

    private final HostedFunction function;
    private final Duration timeout;
    private final boolean reportBatchItemFailures;

    SqsInvoker(HostedFunction function, Duration timeout, boolean reportBatchItemFailures) {
        this.function = function;
        this.timeout = timeout;
        this.reportBatchItemFailures = reportBatchItemFailures;
    }

    @Override
    public SQSBatchResponse handleRequest(SQSEvent event, Context context) {
        try {
            byte[] output = function.invoke(SqsEventJson.write(event), context, timeout);
            if (!reportBatchItemFailures || output.length == 0) return null;
            return LENIENT.readValue(output, SQSBatchResponse.class);
        } catch (Exception | LinkageError e) {
            throw new IllegalStateException(function.name() + " failed: " + e, e);
        }
    }
}

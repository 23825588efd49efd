package io.durabledispatch.localstack.app;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.KinesisEvent;
import com.amazonaws.services.lambda.runtime.events.StreamsEventResponse;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.localstack.function.HostedFunction;
import io.durabledispatch.routes.json.JsonMappers;
import java.time.Duration;

/**
 * What a Kinesis mapping calls: the batch as the JSON document Lambda sends, the function's answer read back as
 * a partial batch response (the mapping ignores it without ReportBatchItemFailures). An invocation past the
 * function's timeout fails the batch, as a function error.
 */
final class KinesisInvoker implements RequestHandler<KinesisEvent, StreamsEventResponse> {
    private static final ObjectMapper LENIENT = JsonMappers.lambdaRuntime();

    private final HostedFunction function;
    private final Duration timeout;

    KinesisInvoker(HostedFunction function, Duration timeout) {
        this.function = function;
        this.timeout = timeout;
    }

    @Override
    public StreamsEventResponse handleRequest(KinesisEvent event, Context context) {
        try {
            byte[] output = function.invoke(KinesisEventJson.write(event), context, timeout);
            if (output.length == 0) return null;
            return LENIENT.readValue(output, StreamsEventResponse.class);
        } catch (Exception | LinkageError e) {
            throw new IllegalStateException(function.name() + " failed: " + e, e);
        }
    }
}

package io.durabledispatch.benchmarks.door;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.api.ApiHandler;
import io.durabledispatch.emulators.apigateway.ApiFunctions;
import io.durabledispatch.emulators.apigateway.HttpApiDefinition.Integration;
import io.durabledispatch.routes.json.JsonMappers;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.atomic.LongAdder;

/**
 * The HTTP door as the local HTTP API reaches it: the event's JSON read as Lambda's Java runtime reads it, the
 * real {@link ApiHandler} called, its response written back. Counts the thread CPU time of the handler call
 * alone (the door's handling, its SDK start call included), which runs on the API's request thread.
 */
final class DoorFunction implements ApiFunctions {
    private static final ObjectMapper RUNTIME_JSON = JsonMappers.lambdaRuntime();
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final ApiHandler handler;
    private final LongAdder handlerCpuNanos = new LongAdder();
    private final LongAdder calls = new LongAdder();

    DoorFunction(ApiHandler handler) {
        this.handler = handler;
    }

    @Override
    public byte[] invoke(Integration integration, byte[] event) throws Exception {
        APIGatewayV2HTTPEvent request = RUNTIME_JSON.readValue(event, APIGatewayV2HTTPEvent.class);
        long before = THREADS.getCurrentThreadCpuTime();
        APIGatewayV2HTTPResponse response = handler.handleRequest(request, null);
        handlerCpuNanos.add(THREADS.getCurrentThreadCpuTime() - before);
        calls.increment();
        return RUNTIME_JSON.writeValueAsBytes(response);
    }

    /** CPU nanoseconds the handler spent since the last reading, and how many calls; resets both. */
    CpuReading takeReading() {
        return new CpuReading(handlerCpuNanos.sumThenReset(), calls.sumThenReset());
    }
}

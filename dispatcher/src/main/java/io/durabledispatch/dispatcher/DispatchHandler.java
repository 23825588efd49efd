package io.durabledispatch.dispatcher;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.SQSBatchResponse;
import com.amazonaws.services.lambda.runtime.events.SQSEvent;
import io.durabledispatch.dispatcher.core.Dispatcher;
import io.durabledispatch.dispatcher.core.RecordOutcome;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Triggered by the SQS event source mapping (with ReportBatchItemFailures). Per record: parse, route,
 * derive the execution name and canonical input, start the workflow under that name, park CONFLICT and
 * INVALID records; returns the RETRYABLE ones as batch item failures, postponed on the retry schedule, and
 * stops starting records when the Context's remaining time runs low. Reads ROUTES, PARKING_QUEUE_URL,
 * MAX_CONCURRENCY, AWS_REGION, AWS_ENDPOINT_URL, AWS_MAX_ATTEMPTS, DEADLINE_MARGIN_MS, RETRY_*_DELAY_SECONDS (see
 * {@link io.durabledispatch.dispatcher.config.Settings}).
 */
public final class DispatchHandler implements RequestHandler<SQSEvent, SQSBatchResponse> {
    private final Dispatcher dispatcher;

    /** Lambda's entry: the object graph is built once per container. */
    public DispatchHandler() {
        this(Wiring.fromEnvironment(System.getenv()));
    }

    DispatchHandler(Dispatcher dispatcher) {
        this.dispatcher = dispatcher;
    }

    /** For in-process use (local stack, tests): the same wiring as in Lambda, from the given variables. */
    public static DispatchHandler fromEnvironment(Map<String, String> env) {
        return new DispatchHandler(Wiring.fromEnvironment(env));
    }

    /** As {@link #fromEnvironment(Map)}, and tells {@code listener} each record's outcome (local console). */
    public static DispatchHandler fromEnvironment(Map<String, String> env, Consumer<RecordOutcome> listener) {
        return new DispatchHandler(Wiring.fromEnvironment(env, listener));
    }

    @Override
    public SQSBatchResponse handleRequest(SQSEvent event, Context context) {
        return SqsBatch.toResponse(dispatcher.dispatch(SqsBatch.records(event), InvocationTime.of(context)));
    }
}

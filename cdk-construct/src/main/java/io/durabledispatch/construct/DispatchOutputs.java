package io.durabledispatch.construct;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awscdk.CfnOutput;
import software.constructs.Construct;

/**
 * The construct's stack outputs, created as its children under the ids below: the construct path
 * {@code <stack>/<construct id>/MainQueueUrl} gives the logical id {@code <construct id>MainQueueUrl} plus CDK's
 * eight-character hash. Each description names the construct path, so a reader of the template or of
 * {@code describe-stacks} can tell two constructs' outputs apart.
 */
public final class DispatchOutputs {
    public static final String MAIN_QUEUE_URL = "MainQueueUrl";
    public static final String PARKING_QUEUE_URL = "ParkingQueueUrl";
    /** Absent for a queue you passed in without its dead-letter queue. */
    public static final String DEAD_LETTER_QUEUE_URL = "DeadLetterQueueUrl";

    public static final String DISPATCHER_ALIAS_ARN = "DispatcherAliasArn";
    public static final String DASHBOARD_NAME = "DashboardName";

    private DispatchOutputs() {}

    /** Id → output, in the order above. */
    static Map<String, CfnOutput> add(DurableDispatch dispatch) {
        String of = " of durable-dispatch " + dispatch.getNode().getPath();
        Map<String, CfnOutput> outputs = new LinkedHashMap<>();
        put(
                outputs,
                dispatch,
                MAIN_QUEUE_URL,
                dispatch.mainQueue().getQueueUrl(),
                "URL of the main SQS queue" + of + ": producers send business events here");
        put(
                outputs,
                dispatch,
                PARKING_QUEUE_URL,
                dispatch.parkingQueue().getQueueUrl(),
                "URL of the parking SQS queue" + of + ": CONFLICT and INVALID records, their reason in message "
                        + "attributes");
        dispatch.deadLetterQueue()
                .ifPresent(dlq -> put(
                        outputs,
                        dispatch,
                        DEAD_LETTER_QUEUE_URL,
                        dlq.getQueueUrl(),
                        "URL of the dead-letter SQS queue" + of + ": records still RETRYABLE after the last receive, "
                                + "waiting for a redrive"));
        put(
                outputs,
                dispatch,
                DISPATCHER_ALIAS_ARN,
                dispatch.dispatcherAlias().getFunctionArn(),
                "ARN of the dispatcher Lambda's alias live" + of + ", which the SQS event source mapping invokes");
        put(
                outputs,
                dispatch,
                DASHBOARD_NAME,
                dispatch.dashboard().getDashboardName(),
                "Name of the CloudWatch dashboard" + of);
        return Collections.unmodifiableMap(outputs);
    }

    private static void put(
            Map<String, CfnOutput> outputs, Construct scope, String id, String value, String description) {
        outputs.put(
                id,
                CfnOutput.Builder.create(scope, id)
                        .value(value)
                        .description(description)
                        .build());
    }
}

package io.durabledispatch.infra.dispatcher;

import io.durabledispatch.infra.config.DispatcherSettings;
import io.durabledispatch.infra.config.JavaRuntime;
import io.durabledispatch.infra.nag.NagReasons;
import java.nio.file.Path;
import java.util.Map;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.RemovalPolicy;
import software.amazon.awscdk.services.lambda.Code;
import software.amazon.awscdk.services.lambda.Function;
import software.amazon.awscdk.services.lambda.eventsources.SqsEventSource;
import software.amazon.awscdk.services.logs.LogGroup;
import software.amazon.awscdk.services.logs.RetentionDays;
import software.amazon.awscdk.services.sqs.IQueue;
import software.constructs.Construct;

/**
 * The dispatcher Lambda and the event source mapping that feeds it from the main queue. Its environment is
 * built from the deployed resources: the route document with the real targets, the parking queue's URL.
 */
public final class DispatcherFunction extends Construct {
    public static final String HANDLER = "io.durabledispatch.dispatcher.DispatchHandler::handleRequest";

    // Must match the variable names the dispatcher's settings read (see helper contracts).
    static final String ROUTES = "ROUTES";
    static final String PARKING_QUEUE_URL = "PARKING_QUEUE_URL";
    static final String MAX_CONCURRENCY = "MAX_CONCURRENCY";

    private final Function function;

    /** @param routesJson the route document with deployed targets (may contain tokens) */
    public DispatcherFunction(
            Construct scope, String id, DispatcherSettings settings, Path jar, IQueue parkingQueue, String routesJson) {
        super(scope, id);
        this.function = createFunction(settings, jar, parkingQueue, routesJson);
        parkingQueue.grantSendMessages(function);
    }

    public Function function() {
        return function;
    }

    /** Consumes the queue; only RETRYABLE records come back as batch item failures. */
    public void consume(IQueue queue, DispatcherSettings settings) {
        function.addEventSource(SqsEventSource.Builder.create(queue)
                .reportBatchItemFailures(true)
                .batchSize(settings.batchSize())
                .maxBatchingWindow(
                        settings.batchingWindow().isZero()
                                ? null
                                : Duration.seconds(settings.batchingWindow().toSeconds()))
                .maxConcurrency(settings.maxConcurrency())
                .build());
    }

    private Function createFunction(DispatcherSettings settings, Path jar, IQueue parkingQueue, String routes) {
        Function created = Function.Builder.create(this, "Function")
                .runtime(JavaRuntime.LAMBDA)
                .handler(HANDLER)
                .code(Code.fromAsset(jar.toString()))
                .memorySize(settings.memoryMb())
                .timeout(Duration.seconds(settings.timeout().toSeconds()))
                .environment(Map.of(
                        ROUTES, routes,
                        PARKING_QUEUE_URL, parkingQueue.getQueueUrl(),
                        MAX_CONCURRENCY, String.valueOf(settings.startConcurrency())))
                .logGroup(createLogGroup())
                .build();
        created.applyRemovalPolicy(RemovalPolicy.DESTROY);
        NagReasons.suppress(
                created,
                "AwsSolutions-IAM4",
                "AWSLambdaBasicExecutionRole: the AWS managed policy for writing the function's own logs.",
                "Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole");
        return created;
    }

    private LogGroup createLogGroup() {
        return LogGroup.Builder.create(this, "Logs")
                .retention(RetentionDays.ONE_MONTH)
                .removalPolicy(RemovalPolicy.DESTROY)
                .build();
    }
}

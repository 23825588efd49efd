package io.durabledispatch.construct.dispatcher;

import io.durabledispatch.construct.nag.NagReasons;
import java.util.Map;
import software.amazon.awscdk.Annotations;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.RemovalPolicy;
import software.amazon.awscdk.services.lambda.Alias;
import software.amazon.awscdk.services.lambda.Code;
import software.amazon.awscdk.services.lambda.Function;
import software.amazon.awscdk.services.lambda.Runtime;
import software.amazon.awscdk.services.lambda.SnapStartConf;
import software.amazon.awscdk.services.lambda.eventsources.SqsEventSource;
import software.amazon.awscdk.services.logs.LogGroup;
import software.amazon.awscdk.services.logs.RetentionDays;
import software.amazon.awscdk.services.sqs.IQueue;
import software.constructs.Construct;

/**
 * The dispatcher Lambda: a published version behind the alias {@code live} (SnapStart snapshots published
 * versions only, so the event source mapping invokes the alias), its environment built from the deployed
 * resources, and the mapping that feeds it from the main queue.
 */
public final class DispatcherFunction extends Construct {
    public static final String ALIAS_NAME = "live";
    /** The newest Java runtime; the dispatcher jar is Java 17 bytecode and runs on it unchanged. */
    public static final Runtime RUNTIME = Runtime.JAVA_25;

    // The variable names the dispatcher's Settings reads (README, "Environment").
    static final String ROUTES = "ROUTES";
    static final String PARKING_QUEUE_URL = "PARKING_QUEUE_URL";
    static final String MAX_CONCURRENCY = "MAX_CONCURRENCY";

    private final Function function;
    private final Alias alias;

    /** @param routesJson the route document with the deployed targets (may contain tokens) */
    public DispatcherFunction(
            Construct scope, String id, FunctionShape shape, Code code, IQueue parkingQueue, String routesJson) {
        super(scope, id);
        this.function = createFunction(shape, code, parkingQueue, routesJson);
        this.alias = Alias.Builder.create(this, "Live")
                .aliasName(ALIAS_NAME)
                .version(function.getCurrentVersion())
                .build();
        parkingQueue.grantSendMessages(function);
    }

    public Function function() {
        return function;
    }

    public Alias alias() {
        return alias;
    }

    /** The alias consumes the queue; only RETRYABLE records come back as batch item failures. */
    public void consume(IQueue queue, int batchSize, java.time.Duration batchingWindow, int maxConcurrency) {
        alias.addEventSource(SqsEventSource.Builder.create(queue)
                .reportBatchItemFailures(true)
                .batchSize(batchSize)
                .maxBatchingWindow(batchingWindow.isZero() ? null : Duration.seconds(batchingWindow.toSeconds()))
                .maxConcurrency(maxConcurrency)
                .build());
    }

    private Function createFunction(FunctionShape shape, Code code, IQueue parkingQueue, String routes) {
        Function created = Function.Builder.create(this, "Function")
                .runtime(RUNTIME)
                .architecture(shape.architecture())
                .handler(DispatcherCode.HANDLER)
                .code(code)
                .memorySize(shape.memorySize())
                .timeout(Duration.seconds(shape.timeout().toSeconds()))
                .snapStart(shape.snapStart() ? SnapStartConf.ON_PUBLISHED_VERSIONS : null)
                .environment(Map.of(
                        ROUTES, routes,
                        PARKING_QUEUE_URL, parkingQueue.getQueueUrl(),
                        MAX_CONCURRENCY, String.valueOf(shape.startConcurrency())))
                .logGroup(LogGroup.Builder.create(this, "Logs")
                        .retention(RetentionDays.ONE_MONTH)
                        .removalPolicy(RemovalPolicy.DESTROY)
                        .build())
                .build();
        created.applyRemovalPolicy(RemovalPolicy.DESTROY);
        if (shape.snapStart()) {
            Annotations.of(created)
                    .acknowledgeWarning(
                            "@aws-cdk/aws-lambda:snapStartRequirePublish",
                            "Every deploy publishes a version (the alias live points at it) and the mapping invokes "
                                    + "the alias, so SnapStart always applies.");
        }
        NagReasons.suppress(
                created,
                "AwsSolutions-IAM4",
                "AWSLambdaBasicExecutionRole: the AWS managed policy for writing the function's own logs.",
                "Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole");
        return created;
    }
}

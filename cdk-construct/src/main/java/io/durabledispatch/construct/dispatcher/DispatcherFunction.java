package io.durabledispatch.construct.dispatcher;

import io.durabledispatch.construct.nag.NagReasons;
import java.util.Map;
import java.util.TreeMap;
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
    public static final String DUPLICATE_MEMORY_SECONDS = "DUPLICATE_MEMORY_SECONDS";
    public static final String DUPLICATE_MEMORY_ENTRIES = "DUPLICATE_MEMORY_ENTRIES";
    public static final String DUPLICATE_MEMORY_SKIPS_LAMBDA = "DUPLICATE_MEMORY_SKIPS_LAMBDA";
    public static final String METRICS_TENANT_DIMENSION = "METRICS_TENANT_DIMENSION";

    private final Function function;
    private final Alias alias;

    /**
     * @param routesJson the route document with the deployed targets (may contain tokens)
     * @param settings further dispatcher variables from the props (duplicate memory, metrics)
     */
    public DispatcherFunction(
            Construct scope,
            String id,
            FunctionShape shape,
            Code code,
            IQueue parkingQueue,
            String routesJson,
            Map<String, String> settings) {
        super(scope, id);
        this.function =
                createFunction(shape, code, parkingQueue, environment(parkingQueue, routesJson, shape, settings));
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

    private static Map<String, String> environment(
            IQueue parkingQueue, String routes, FunctionShape shape, Map<String, String> settings) {
        Map<String, String> variables = new TreeMap<>(settings);
        variables.put(ROUTES, routes);
        variables.put(PARKING_QUEUE_URL, parkingQueue.getQueueUrl());
        variables.put(MAX_CONCURRENCY, String.valueOf(shape.startConcurrency()));
        return variables;
    }

    private Function createFunction(
            FunctionShape shape, Code code, IQueue parkingQueue, Map<String, String> environment) {
        Function created = Function.Builder.create(this, "Function")
                .runtime(RUNTIME)
                .architecture(shape.architecture())
                .handler(DispatcherCode.HANDLER)
                .code(code)
                .memorySize(shape.memorySize())
                .timeout(Duration.seconds(shape.timeout().toSeconds()))
                .snapStart(shape.snapStart() ? SnapStartConf.ON_PUBLISHED_VERSIONS : null)
                .environment(environment)
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
        NagReasons.basicExecutionRole(created);
        return created;
    }
}

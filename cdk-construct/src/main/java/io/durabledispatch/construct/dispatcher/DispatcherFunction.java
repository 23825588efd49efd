package io.durabledispatch.construct.dispatcher;

import java.util.Map;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.services.lambda.Alias;
import software.amazon.awscdk.services.lambda.Architecture;
import software.amazon.awscdk.services.lambda.Code;
import software.amazon.awscdk.services.lambda.Function;
import software.amazon.awscdk.services.lambda.FunctionOptions;
import software.amazon.awscdk.services.lambda.Runtime;
import software.amazon.awscdk.services.lambda.SnapStartConf;
import software.amazon.awscdk.services.lambda.eventsources.SqsEventSource;
import software.amazon.awscdk.services.lambda.eventsources.SqsEventSourceProps;
import software.amazon.awscdk.services.sqs.IQueue;
import software.constructs.Construct;

/**
 * The dispatcher Lambda: a published version behind the alias {@code live} (SnapStart snapshots published
 * versions only, so the event source mapping invokes the alias), its environment built from the deployed
 * resources and the props, and the mapping that feeds it from the main queue.
 */
public final class DispatcherFunction extends Construct {
    public static final String ALIAS_NAME = "live";
    /** The newest Java runtime; the dispatcher jar is Java 17 bytecode and runs on it unchanged. */
    public static final Runtime RUNTIME = Runtime.JAVA_25;

    private final Function function;
    private final Alias alias;

    /**
     * @param options the function's props: {@link #defaults} with the team's overrides laid over them
     * @param variables the dispatcher's own variables, written through the settings table; {@code options} may add
     *     others of the team's
     */
    public DispatcherFunction(
            Construct scope,
            String id,
            FunctionOptions options,
            Code code,
            IQueue parkingQueue,
            Map<String, String> variables) {
        super(scope, id);
        this.function =
                DoorFunction.create(this, options, code, DispatcherCode.HANDLER, variables, "the event source mapping");
        this.alias = DoorFunction.live(this, function);
        parkingQueue.grantSendMessages(function);
    }

    /** The function's props unless the team overrides them. */
    public static FunctionOptions defaults(boolean snapStart) {
        return FunctionOptions.builder()
                .architecture(Architecture.ARM_64)
                .memorySize(1024)
                .timeout(Duration.seconds(30))
                .snapStart(snapStart ? SnapStartConf.ON_PUBLISHED_VERSIONS : null)
                .build();
    }

    /** The mapping's props unless the team overrides them; FIFO mappings have no batching window. */
    public static SqsEventSourceProps eventSourceDefaults(boolean fifo) {
        return SqsEventSourceProps.builder()
                .batchSize(10)
                .maxBatchingWindow(fifo ? null : Duration.seconds(1))
                .maxConcurrency(5)
                .reportBatchItemFailures(true)
                .build();
    }

    public Function function() {
        return function;
    }

    public Alias alias() {
        return alias;
    }

    /** The alias consumes the queue; only RETRYABLE records come back as batch item failures. */
    public void consume(IQueue queue, SqsEventSourceProps props) {
        alias.addEventSource(new SqsEventSource(queue, props));
    }
}

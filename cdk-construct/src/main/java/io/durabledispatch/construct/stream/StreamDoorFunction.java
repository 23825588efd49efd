package io.durabledispatch.construct.stream;

import io.durabledispatch.construct.dispatcher.DoorFunction;
import java.util.Map;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.services.lambda.Alias;
import software.amazon.awscdk.services.lambda.Architecture;
import software.amazon.awscdk.services.lambda.Code;
import software.amazon.awscdk.services.lambda.Function;
import software.amazon.awscdk.services.lambda.FunctionOptions;
import software.constructs.Construct;

/**
 * The stream door's Lambda: the dispatcher's runtime and architecture, a published version behind the alias
 * {@code live}, which the event source mapping invokes, its environment from the settings table.
 */
public final class StreamDoorFunction extends Construct {
    /** A batch's starts run concurrently, each a few API calls: a minute leaves room for throttled retries. */
    public static final Duration DEFAULT_TIMEOUT = Duration.seconds(60);

    private final Function function;
    private final Alias alias;

    /**
     * @param options the function's props: {@link #defaults} with the team's overrides laid over them
     * @param handler the handler of the stream's kind ({@link StreamDoorCode})
     * @param variables the door's own variables, written through the settings table
     */
    public StreamDoorFunction(
            Construct scope,
            String id,
            FunctionOptions options,
            Code code,
            String handler,
            Map<String, String> variables) {
        super(scope, id);
        this.function = DoorFunction.create(this, options, code, handler, variables, "the event source mapping");
        this.alias = DoorFunction.live(this, function);
    }

    /** The function's props unless the team overrides them. */
    public static FunctionOptions defaults() {
        return FunctionOptions.builder()
                .architecture(Architecture.ARM_64)
                .memorySize(1024)
                .timeout(DEFAULT_TIMEOUT)
                .build();
    }

    public Function function() {
        return function;
    }

    public Alias alias() {
        return alias;
    }
}

package io.durabledispatch.construct.api;

import io.durabledispatch.construct.dispatcher.DoorFunction;
import java.util.Map;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.services.lambda.Alias;
import software.amazon.awscdk.services.lambda.Architecture;
import software.amazon.awscdk.services.lambda.Code;
import software.amazon.awscdk.services.lambda.Function;
import software.amazon.awscdk.services.lambda.FunctionOptions;
import software.amazon.awscdk.services.lambda.SnapStartConf;
import software.constructs.Construct;

/**
 * The HTTP door's Lambda: the dispatcher's runtime and architecture, a published version behind the alias
 * {@code live} (SnapStart snapshots published versions only, so the API invokes the alias), its environment from
 * the settings table.
 */
public final class ApiDoorFunction extends Construct {
    /**
     * API Gateway ends an HTTP API integration after 30 seconds; the door answers a waiting status read after at most
     * HTTP_MAX_WAIT_SECONDS (at most 24) plus its last read, so 29 seconds lets it answer rather than be cut off.
     */
    public static final Duration DEFAULT_TIMEOUT = Duration.seconds(29);

    private final Function function;
    private final Alias alias;

    /**
     * @param options the function's props: {@link #defaults} with the team's overrides laid over them
     * @param variables the door's own variables, written through the settings table
     */
    public ApiDoorFunction(
            Construct scope, String id, FunctionOptions options, Code code, Map<String, String> variables) {
        super(scope, id);
        this.function = DoorFunction.create(this, options, code, ApiDoorCode.HANDLER, variables, "the API");
        this.alias = DoorFunction.live(this, function);
    }

    /** The function's props unless the team overrides them. */
    public static FunctionOptions defaults(boolean snapStart) {
        return FunctionOptions.builder()
                .architecture(Architecture.ARM_64)
                .memorySize(1024)
                .timeout(DEFAULT_TIMEOUT)
                .snapStart(snapStart ? SnapStartConf.ON_PUBLISHED_VERSIONS : null)
                .build();
    }

    public Function function() {
        return function;
    }

    public Alias alias() {
        return alias;
    }
}

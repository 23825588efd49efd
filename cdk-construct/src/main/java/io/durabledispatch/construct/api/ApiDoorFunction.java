package io.durabledispatch.construct.api;

import io.durabledispatch.construct.dispatcher.DispatcherFunction;
import io.durabledispatch.construct.dispatcher.PropsOverlay;
import io.durabledispatch.construct.nag.NagReasons;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import software.amazon.awscdk.Annotations;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.RemovalPolicy;
import software.amazon.awscdk.services.lambda.Alias;
import software.amazon.awscdk.services.lambda.Architecture;
import software.amazon.awscdk.services.lambda.Code;
import software.amazon.awscdk.services.lambda.Function;
import software.amazon.awscdk.services.lambda.FunctionOptions;
import software.amazon.awscdk.services.lambda.FunctionProps;
import software.amazon.awscdk.services.lambda.SnapStartConf;
import software.amazon.awscdk.services.logs.LogGroup;
import software.amazon.awscdk.services.logs.RetentionDays;
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
        this.function = createFunction(options, code, variables);
        this.alias = Alias.Builder.create(this, "Live")
                .aliasName(DispatcherFunction.ALIAS_NAME)
                .version(function.getCurrentVersion())
                .build();
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

    private Function createFunction(FunctionOptions options, Code code, Map<String, String> variables) {
        Map<String, String> environment =
                new TreeMap<>(Optional.ofNullable(options.getEnvironment()).orElse(Map.of()));
        environment.putAll(variables);
        FunctionProps.Builder props = PropsOverlay.copy(FunctionOptions.class, options, FunctionProps.builder())
                .runtime(DispatcherFunction.RUNTIME)
                .handler(ApiDoorCode.HANDLER)
                .code(code)
                .environment(environment);
        if (options.getLogGroup() == null && options.getLogRetention() == null) props.logGroup(logGroup());
        Function created = new Function(this, "Function", props.build());
        created.applyRemovalPolicy(RemovalPolicy.DESTROY);
        if (options.getSnapStart() != null) {
            Annotations.of(created)
                    .acknowledgeWarning(
                            "@aws-cdk/aws-lambda:snapStartRequirePublish",
                            "Every deploy publishes a version (the alias live points at it) and the API invokes the "
                                    + "alias, so SnapStart always applies.");
        }
        NagReasons.basicExecutionRole(created);
        return created;
    }

    private LogGroup logGroup() {
        return LogGroup.Builder.create(this, "Logs")
                .retention(RetentionDays.ONE_MONTH)
                .removalPolicy(RemovalPolicy.DESTROY)
                .build();
    }
}

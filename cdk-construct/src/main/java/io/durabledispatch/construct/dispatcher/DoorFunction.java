package io.durabledispatch.construct.dispatcher;

import io.durabledispatch.construct.nag.NagReasons;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import software.amazon.awscdk.Annotations;
import software.amazon.awscdk.RemovalPolicy;
import software.amazon.awscdk.services.lambda.Alias;
import software.amazon.awscdk.services.lambda.Code;
import software.amazon.awscdk.services.lambda.Function;
import software.amazon.awscdk.services.lambda.FunctionOptions;
import software.amazon.awscdk.services.lambda.FunctionProps;
import software.amazon.awscdk.services.logs.LogGroup;
import software.amazon.awscdk.services.logs.RetentionDays;
import software.constructs.Construct;

/**
 * What every door's Lambda is made of: the team's function props laid over the door's defaults, the door's own
 * variables over the team's, a log group of its own unless the team names one, and a published version behind the
 * alias {@code live}, which is what its trigger invokes (SnapStart snapshots published versions only).
 */
public final class DoorFunction {
    private DoorFunction() {}

    /**
     * @param invokedBy what invokes the alias (the event source mapping, the API), for the SnapStart acknowledgement
     */
    public static Function create(
            Construct scope,
            FunctionOptions options,
            Code code,
            String handler,
            Map<String, String> variables,
            String invokedBy) {
        Map<String, String> environment =
                new TreeMap<>(Optional.ofNullable(options.getEnvironment()).orElse(Map.of()));
        environment.putAll(variables);
        FunctionProps.Builder props = PropsOverlay.copy(FunctionOptions.class, options, FunctionProps.builder())
                .runtime(DispatcherFunction.RUNTIME)
                .handler(handler)
                .code(code)
                .environment(environment);
        if (options.getLogGroup() == null && options.getLogRetention() == null) props.logGroup(logGroup(scope));
        Function created = new Function(scope, "Function", props.build());
        created.applyRemovalPolicy(RemovalPolicy.DESTROY);
        if (options.getSnapStart() != null) {
            Annotations.of(created)
                    .acknowledgeWarning(
                            "@aws-cdk/aws-lambda:snapStartRequirePublish",
                            "Every deploy publishes a version (the alias live points at it) and " + invokedBy
                                    + " invokes the alias, so SnapStart always applies.");
        }
        NagReasons.basicExecutionRole(created);
        return created;
    }

    /** The alias {@code live} on the function's current version. */
    public static Alias live(Construct scope, Function function) {
        return Alias.Builder.create(scope, "Live")
                .aliasName(DispatcherFunction.ALIAS_NAME)
                .version(function.getCurrentVersion())
                .build();
    }

    private static LogGroup logGroup(Construct scope) {
        return LogGroup.Builder.create(scope, "Logs")
                .retention(RetentionDays.ONE_MONTH)
                .removalPolicy(RemovalPolicy.DESTROY)
                .build();
    }
}

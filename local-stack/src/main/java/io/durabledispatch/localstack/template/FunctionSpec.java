package io.durabledispatch.localstack.template;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One {@code AWS::Lambda::Function} (or a {@code --function}) as the local stack hosts it.
 *
 * @param logicalId the template's logical id, or {@code --function} for one given on the command line
 * @param source the template (or jar) it came from, for error messages
 * @param handler the class, optionally {@code ::method} (Lambda's Java handler string)
 * @param code the asset: a jar or a class folder
 * @param environment the resolved {@code Environment.Variables}
 * @param durable present when the function has a {@code DurableConfig}
 * @param aliases the aliases that point at it ({@code AWS::Lambda::Alias}, {@code @alias})
 */
public record FunctionSpec(
        String logicalId,
        Path source,
        String name,
        String handler,
        Path code,
        Map<String, String> environment,
        Duration timeout,
        int memoryMb,
        Optional<DurableSpec> durable,
        Set<String> aliases) {
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(3);
    public static final int DEFAULT_MEMORY_MB = 128;

    public FunctionSpec {
        environment = Map.copyOf(environment);
        aliases = Set.copyOf(aliases);
    }

    /** The handler's class name, without Lambda's {@code ::method} suffix. */
    public String handlerClass() {
        int separator = handler.indexOf("::");
        return separator < 0 ? handler : handler.substring(0, separator);
    }

    public FunctionSpec withHandler(String newHandler) {
        return new FunctionSpec(
                logicalId, source, name, newHandler, code, environment, timeout, memoryMb, durable, aliases);
    }

    public FunctionSpec withAliases(Set<String> newAliases) {
        return new FunctionSpec(
                logicalId, source, name, handler, code, environment, timeout, memoryMb, durable, newAliases);
    }

    /**
     * A function's {@code DurableConfig}.
     *
     * @param retention how long a closed execution (and its name) is kept ({@code RetentionPeriodInDays})
     * @param executionTimeout the longest an execution may run ({@code ExecutionTimeout})
     */
    public record DurableSpec(Duration retention, Duration executionTimeout) {
        public static final Duration DEFAULT_RETENTION = Duration.ofDays(14);
    }
}

package io.durabledispatch.emulators.lambda;

import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** The functions the emulator hosts, and resolution of {@code FunctionName} + {@code Qualifier} to them. */
final class FunctionRegistry {
    private final Map<String, LocalFunction> functions = new ConcurrentHashMap<>();
    private final String arnPrefix;

    FunctionRegistry(String region, String accountId) {
        this.arnPrefix = "arn:aws:lambda:" + region + ":" + accountId + ":function:";
    }

    /** A new function gets {@code $LATEST} and version 1 with {@code handler}; {@code alias} points at version 1. */
    void register(String name, String alias, RequestStreamHandler handler, FunctionConfiguration config) {
        functions.compute(name, (key, existing) -> {
            LocalFunction function = existing != null
                    ? existing
                    : new LocalFunction(
                                    name,
                                    new LocalFunction.FunctionVersion(LocalFunction.LATEST, handler, config),
                                    List.of(),
                                    Map.of())
                            .publish(handler);
            return function.withAlias(alias, "1");
        });
    }

    /** Publishes the next version of a function with {@code handler}; returns its number. */
    String publishVersion(String name, RequestStreamHandler handler) {
        LocalFunction published =
                functions.compute(name, (key, existing) -> find(name).publish(handler));
        return published.published().get(published.published().size() - 1).version();
    }

    /** Points {@code alias} at {@code version} (UpdateAlias); executions already started keep their version. */
    void updateAlias(String name, String alias, String version) {
        functions.compute(name, (key, existing) -> {
            LocalFunction function = find(name);
            if (function.find(version).isEmpty()) {
                throw LambdaErrors.notFound("Function not found: " + arnPrefix + name + ":" + version);
            }
            return function.withAlias(alias, version);
        });
    }

    /** A qualified reference for a durable invoke; unqualified is refused, as Lambda does for durable functions. */
    Resolved resolveQualified(String functionName, Optional<String> qualifier) {
        FunctionReference reference = FunctionReference.parse(functionName, qualifier);
        LocalFunction function = find(reference.name());
        String q = reference
                .qualifier()
                .orElseThrow(() -> LambdaErrors.invalidParameter(
                        "Durable functions must be invoked with a qualified ARN or a Qualifier (version or alias): "
                                + functionName));
        String version = function.version(q)
                .orElseThrow(
                        () -> LambdaErrors.notFound("Function not found: " + arnPrefix + reference.name() + ":" + q));
        return new Resolved(function, q, version, arnPrefix + function.name());
    }

    /**
     * The function an Invoke names: a durable function needs a qualifier (see {@link #resolveQualified}), a plain
     * one runs {@code $LATEST} when none is given.
     */
    Resolved resolveForInvoke(String functionName, Optional<String> qualifier) {
        FunctionReference reference = FunctionReference.parse(functionName, qualifier);
        LocalFunction function = find(reference.name());
        if (function.durable() || reference.qualifier().isPresent()) return resolveQualified(functionName, qualifier);
        return new Resolved(function, LocalFunction.LATEST, LocalFunction.LATEST, arnPrefix + function.name());
    }

    /** The function a listing names; its qualifier, when given, must exist. */
    Resolved resolveAny(String functionName, Optional<String> qualifier) {
        FunctionReference reference = FunctionReference.parse(functionName, qualifier);
        LocalFunction function = find(reference.name());
        String version = reference
                .qualifier()
                .map(q -> function.version(q)
                        .orElseThrow(() ->
                                LambdaErrors.notFound("Function not found: " + arnPrefix + reference.name() + ":" + q)))
                .orElse(null);
        return new Resolved(function, reference.qualifier().orElse(null), version, arnPrefix + function.name());
    }

    java.util.Set<String> names() {
        return java.util.Set.copyOf(functions.keySet());
    }

    Optional<LocalFunction> byName(String name) {
        return Optional.ofNullable(functions.get(name));
    }

    private LocalFunction find(String name) {
        LocalFunction function = functions.get(name);
        if (function == null) {
            throw LambdaErrors.notFound("Function not found: " + arnPrefix + name);
        }
        return function;
    }

    /** A resolved function: the qualifier as given, the version it points to, the unqualified ARN. */
    record Resolved(LocalFunction function, String qualifier, String version, String functionArn) {
        String qualifiedArn() {
            return functionArn + ":" + version;
        }

        /** The configuration of the resolved version (published versions are immutable). */
        FunctionConfiguration configuration() {
            return function.find(version).orElseThrow().configuration();
        }

        /** The code of the resolved version. */
        RequestStreamHandler handler() {
            return function.find(version).orElseThrow().handler();
        }
    }
}

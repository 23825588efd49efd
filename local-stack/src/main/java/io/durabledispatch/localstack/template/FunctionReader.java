package io.durabledispatch.localstack.template;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.localstack.template.FunctionSpec.DurableSpec;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * An {@code AWS::Lambda::Function}: a Java function from a local asset is hosted; a container image or another
 * runtime is named in the notes and not started; code that should be there but is not is an error.
 */
final class FunctionReader {
    private final Resolver resolver;
    private final JsonNode resource;
    private final AssetLocator assets;
    private final List<String> notes;

    FunctionReader(Resolver resolver, JsonNode resource, AssetLocator assets, List<String> notes) {
        this.resolver = resolver;
        this.resource = resource;
        this.assets = assets;
        this.notes = notes;
    }

    Optional<FunctionSpec> read() {
        String id = resolver.logicalId();
        if (resolver.optionalText(resource, "PackageType")
                .filter("Image"::equals)
                .isPresent()) {
            notes.add("function " + id + ": a container image cannot run in the local stack; not started");
            return Optional.empty();
        }
        String runtime = resolver.optionalText(resource, "Runtime").orElse("");
        if (!runtime.startsWith("java")) {
            notes.add(
                    "function " + id + ": runtime '" + runtime + "' cannot run in the local stack's JVM; not started");
            return Optional.empty();
        }
        if (!resolver.property(resource, "VpcConfig").isMissingNode()) {
            notes.add("function " + id + ": VpcConfig is ignored (local functions reach 127.0.0.1 directly)");
        }
        if (!resolver.property(resource, "Layers").isMissingNode()) {
            notes.add("function " + id + ": Layers are not loaded; only the function's own asset is on its class path");
        }
        return Optional.of(spec());
    }

    private FunctionSpec spec() {
        Path code = code();
        String handler = resolver.text(resource, "Handler");
        return new FunctionSpec(
                resolver.logicalId(),
                resolver.file(),
                resolver.optionalText(resource, "FunctionName").orElse(resolver.logicalId()),
                handler,
                code,
                environment(),
                resolver.seconds(resource, "Timeout", FunctionSpec.DEFAULT_TIMEOUT),
                resolver.integer(resource, "MemorySize", FunctionSpec.DEFAULT_MEMORY_MB),
                durable(),
                Set.of());
    }

    private Path code() {
        JsonNode code = resolver.property(resource, "Code");
        if (code.has("ZipFile")) throw resolver.error("inline code (Code.ZipFile) cannot hold a Java function");
        String key = code.path("S3Key").asText(null);
        Path path = assets.codeOf(resource, key)
                .orElseThrow(() ->
                        resolver.error("its code (s3://" + code.path("S3Bucket").asText("?") + "/" + key
                                + ") is not in the assembly: synthesize with the CDK, or register it with --function"));
        AssetLocator.problemWith(path).ifPresent(problem -> {
            throw resolver.error(problem);
        });
        return path;
    }

    private Map<String, String> environment() {
        Map<String, String> env = new LinkedHashMap<>();
        resolver.property(resource, "Environment")
                .path("Variables")
                .fields()
                .forEachRemaining(e -> env.put(e.getKey(), e.getValue().asText()));
        return env;
    }

    private Optional<DurableSpec> durable() {
        JsonNode config = resolver.property(resource, "DurableConfig");
        if (config.isMissingNode()) return Optional.empty();
        Duration retention = config.has("RetentionPeriodInDays")
                ? Duration.ofDays(config.path("RetentionPeriodInDays").asLong())
                : DurableSpec.DEFAULT_RETENTION;
        if (!config.has("ExecutionTimeout")) throw resolver.error("DurableConfig.ExecutionTimeout is required");
        return Optional.of(new DurableSpec(
                retention, Duration.ofSeconds(config.path("ExecutionTimeout").asLong())));
    }
}

package io.durabledispatch.localstack.template;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.routes.arn.FunctionArns;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** {@code AWS::Kinesis::Stream}s and the {@code AWS::Lambda::EventSourceMapping}s whose source is one of them. */
final class KinesisReader {
    private static final Set<String> POSITIONS = Set.of("TRIM_HORIZON", "LATEST");
    /** Mapping properties the local mapping does not play: named once each, the mapping still runs. */
    private static final List<String> NOT_PLAYED = List.of(
            "MaximumBatchingWindowInSeconds", "ParallelizationFactor", "TumblingWindowInSeconds", "FilterCriteria");

    private KinesisReader() {}

    static KinesisStreamSpec stream(Resolver resolver, JsonNode resource) {
        String name = resolver.optionalText(resource, "Name").orElse(resolver.logicalId());
        int shards = resolver.integer(resource, "ShardCount", KinesisStreamSpec.DEFAULT_SHARDS);
        if (shards < 1) throw resolver.error("ShardCount must be at least 1");
        return new KinesisStreamSpec(resolver.logicalId(), name, shards);
    }

    /** Whether the mapping reads a Kinesis stream (its EventSourceArn is a stream's ARN). */
    static boolean readsAStream(Resolver resolver, JsonNode resource) {
        return resolver.optionalText(resource, "EventSourceArn").orElse("").startsWith("arn:aws:kinesis:");
    }

    /** The mapping, or a note when its stream is not in the template (nothing to read locally). */
    static Optional<KinesisMappingSpec> mapping(
            Resolver resolver,
            JsonNode resource,
            List<KinesisStreamSpec> streams,
            Set<String> queues,
            List<String> notes) {
        String source = resolver.text(resource, "EventSourceArn");
        if (!source.contains(":stream/") || source.contains("/consumer/")) {
            throw resolver.error("EventSourceArn '" + source + "' is not a stream (consumers are not played locally)");
        }
        String stream = source.substring(source.indexOf(":stream/") + ":stream/".length());
        if (streams.stream().noneMatch(s -> s.name().equals(stream))) {
            notes.add("event source mapping " + resolver.logicalId() + ": stream " + stream
                    + " is not in the template; not started");
            return Optional.empty();
        }
        FunctionArns.FunctionName function = FunctionArns.parse(resolver.text(resource, "FunctionName"))
                .orElseThrow(() -> resolver.error("FunctionName is not a function name or ARN"));
        NOT_PLAYED.stream()
                .filter(property -> !resolver.property(resource, property).isMissingNode())
                .forEach(property -> notes.add("event source mapping " + resolver.logicalId() + ": " + property
                        + " is not played locally (records are delivered as soon as they are read)"));
        Optional<String> onFailure = onFailureQueue(resolver, resource);
        if (onFailure.isPresent() && !queues.contains(onFailure.get())) {
            throw resolver.error("its on-failure queue " + onFailure.get() + " is not in the template");
        }
        String position = resolver.text(resource, "StartingPosition");
        if (!POSITIONS.contains(position)) {
            throw resolver.error("StartingPosition " + position + " is not played locally (TRIM_HORIZON or LATEST)");
        }
        return Optional.of(new KinesisMappingSpec(
                resolver.logicalId(),
                stream,
                function.name(),
                function.qualifier(),
                resolver.integer(resource, "BatchSize", KinesisMappingSpec.DEFAULT_BATCH_SIZE),
                position,
                resolver.flag(resource, "BisectBatchOnFunctionError", false),
                resolver.integer(resource, "MaximumRetryAttempts", -1),
                resolver.integer(resource, "MaximumRecordAgeInSeconds", -1),
                partialResponses(resolver, resource),
                onFailure,
                resolver.flag(resource, "Enabled", true)));
    }

    /** A function the stack does not host: the mapping is named and not started. */
    static List<KinesisMappingSpec> runnable(
            List<KinesisMappingSpec> mappings, Set<String> functions, List<String> notes) {
        return mappings.stream()
                .filter(mapping -> {
                    boolean hosted = functions.contains(mapping.function());
                    if (!hosted) {
                        notes.add("event source mapping " + mapping.logicalId() + ": function " + mapping.function()
                                + " is not hosted locally; not started");
                    }
                    return hosted;
                })
                .toList();
    }

    private static boolean partialResponses(Resolver resolver, JsonNode resource) {
        for (JsonNode type : resolver.property(resource, "FunctionResponseTypes")) {
            if (type.asText().equals("ReportBatchItemFailures")) return true;
        }
        return false;
    }

    private static Optional<String> onFailureQueue(Resolver resolver, JsonNode resource) {
        JsonNode destination = resolver.property(resource, "DestinationConfig")
                .path("OnFailure")
                .path("Destination");
        if (destination.isMissingNode()) return Optional.empty();
        String arn = destination.asText();
        if (!arn.startsWith("arn:aws:sqs:")) {
            throw resolver.error("DestinationConfig.OnFailure.Destination '" + arn + "': only SQS queues are played");
        }
        return Optional.of(arn.substring(arn.lastIndexOf(':') + 1));
    }
}

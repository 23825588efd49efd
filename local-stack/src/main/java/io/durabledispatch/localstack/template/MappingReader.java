package io.durabledispatch.localstack.template;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.routes.arn.FunctionArns;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * An {@code AWS::Lambda::EventSourceMapping} of an SQS queue, run locally. Kinesis mappings are read elsewhere; a
 * DynamoDB stream's mapping and other sources (Kafka, MQ) are noted, not run.
 */
final class MappingReader {
    private MappingReader() {}

    static Optional<MappingSpec> read(Resolver resolver, JsonNode resource, List<String> notes) {
        String source = resolver.optionalText(resource, "EventSourceArn").orElse("");
        if (LocalAccount.isTableStream(source)) {
            notes.add("event source mapping " + resolver.logicalId() + ": DynamoDB Streams has no local counterpart"
                    + " (dynalite does not implement it); not started, test its handler with stream event fixtures");
            return Optional.empty();
        }
        if (!source.startsWith("arn:aws:sqs:")) {
            notes.add("event source mapping " + resolver.logicalId() + ": only SQS and Kinesis sources run locally,"
                    + " not '" + source + "'; not started");
            return Optional.empty();
        }
        FunctionArns.FunctionName function = FunctionArns.parse(resolver.text(resource, "FunctionName"))
                .orElseThrow(() -> resolver.error("FunctionName is not a function name or ARN"));
        JsonNode types = resolver.property(resource, "FunctionResponseTypes");
        boolean partial = false;
        for (JsonNode type : types) partial |= type.asText().equals("ReportBatchItemFailures");
        return Optional.of(new MappingSpec(
                resolver.logicalId(),
                source.substring(source.lastIndexOf(':') + 1),
                function.name(),
                function.qualifier(),
                resolver.integer(resource, "BatchSize", MappingSpec.DEFAULT_BATCH_SIZE),
                resolver.seconds(resource, "MaximumBatchingWindowInSeconds", Duration.ZERO),
                maxConcurrency(resolver, resource),
                partial,
                resolver.flag(resource, "Enabled", true)));
    }

    private static int maxConcurrency(Resolver resolver, JsonNode resource) {
        JsonNode value = resolver.property(resource, "ScalingConfig").path("MaximumConcurrency");
        return value.isMissingNode() ? MappingSpec.DEFAULT_MAX_CONCURRENCY : value.asInt();
    }
}

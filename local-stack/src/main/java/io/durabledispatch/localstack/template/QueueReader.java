package io.durabledispatch.localstack.template;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.emulators.sqs.QueueSpec;
import java.util.Optional;

/** An {@code AWS::SQS::Queue} with its FIFO flag, timeouts, retention and redrive policy. */
final class QueueReader {
    private QueueReader() {}

    static QueueSpec read(Resolver resolver, JsonNode resource, LocalAccount account) {
        boolean fifo = resolver.flag(resource, "FifoQueue", false);
        String name = resolver.optionalText(resource, "QueueName")
                .orElse(fifo ? resolver.logicalId() + ".fifo" : resolver.logicalId());
        if (fifo != name.endsWith(".fifo")) {
            throw resolver.error("QueueName '" + name + "': a FIFO queue's name ends with .fifo, a standard one's not");
        }
        return new QueueSpec(
                resolver.logicalId(),
                name,
                fifo,
                resolver.flag(resource, "ContentBasedDeduplication", false),
                resolver.seconds(resource, "VisibilityTimeout", QueueSpec.DEFAULT_VISIBILITY),
                resolver.seconds(resource, "MessageRetentionPeriod", QueueSpec.DEFAULT_RETENTION),
                resolver.seconds(resource, "DelaySeconds", java.time.Duration.ZERO),
                redrive(resolver, resource, account));
    }

    private static Optional<QueueSpec.Redrive> redrive(Resolver resolver, JsonNode resource, LocalAccount account) {
        JsonNode policy = resolver.property(resource, "RedrivePolicy");
        if (policy.isMissingNode()) return Optional.empty();
        if (policy.isTextual()) policy = parse(resolver, policy.asText()); // a JSON string is accepted too
        String arn = policy.path("deadLetterTargetArn").asText();
        if (arn.isEmpty() || !arn.startsWith("arn:")) {
            throw resolver.error("RedrivePolicy.deadLetterTargetArn must be a queue ARN, was '" + arn + "'");
        }
        int maxReceiveCount = policy.path("maxReceiveCount").asInt(0);
        if (maxReceiveCount < 1) throw resolver.error("RedrivePolicy.maxReceiveCount must be at least 1");
        return Optional.of(new QueueSpec.Redrive(arn.substring(arn.lastIndexOf(':') + 1), maxReceiveCount));
    }

    private static JsonNode parse(Resolver resolver, String json) {
        try {
            return AssemblyJson.MAPPER.readTree(json);
        } catch (java.io.IOException e) {
            throw resolver.error("RedrivePolicy is not JSON: " + e.getMessage());
        }
    }
}

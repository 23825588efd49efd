package io.durabledispatch.localstack.template;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.routes.arn.FunctionArns;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * What {@code Ref} and {@code Fn::GetAtt} of each resource give locally: function names and ARNs, queue URLs and
 * ARNs, state machine ARNs, version {@code 1} for every published version. A resource the local stack does not
 * provide gets a stand-in (its logical id, a placeholder ARN), so that references to it still resolve.
 */
final class LocalNames {
    private final Map<String, JsonNode> resources;
    private final LocalAccount account;
    private final Set<String> resolving = new HashSet<>();
    private Intrinsics intrinsics;

    LocalNames(Map<String, JsonNode> resources, LocalAccount account) {
        this.resources = resources;
        this.account = account;
    }

    void use(Intrinsics resolver) {
        this.intrinsics = resolver;
    }

    boolean has(String logicalId) {
        return resources.containsKey(logicalId);
    }

    String type(String logicalId) {
        return resource(logicalId).path("Type").asText();
    }

    String ref(String logicalId) {
        return switch (type(logicalId)) {
            case "AWS::Lambda::Function" -> functionName(logicalId);
            case "AWS::Lambda::Version" -> account.functionArn(targetFunction(logicalId)) + ":" + Versions.PUBLISHED;
            case "AWS::Lambda::Alias" -> aliasArn(logicalId);
            case "AWS::SQS::Queue" -> account.queueUrl(queueName(logicalId));
            case "AWS::StepFunctions::StateMachine" -> account.stateMachineArn(stateMachineName(logicalId));
            case "AWS::DynamoDB::Table" -> tableName(logicalId);
            case "AWS::Kinesis::Stream" -> streamName(logicalId);
            case "AWS::SNS::Topic" -> account.placeholderArn("sns", logicalId);
            case "AWS::Events::EventBus" -> named(logicalId, "Name", logicalId);
            default -> logicalId;
        };
    }

    String attribute(String logicalId, String attribute) {
        String type = type(logicalId);
        return switch (type + "." + attribute) {
            case "AWS::Lambda::Function.Arn" -> account.functionArn(functionName(logicalId));
            case "AWS::Lambda::Version.Version" -> Versions.PUBLISHED;
            case "AWS::Lambda::Version.FunctionArn" -> account.functionArn(targetFunction(logicalId));
            case "AWS::Lambda::Alias.AliasArn" -> aliasArn(logicalId);
            case "AWS::SQS::Queue.Arn" -> account.queueArn(queueName(logicalId));
            case "AWS::SQS::Queue.QueueName" -> queueName(logicalId);
            case "AWS::SQS::Queue.QueueUrl" -> account.queueUrl(queueName(logicalId));
            case "AWS::StepFunctions::StateMachine.Arn" -> account.stateMachineArn(stateMachineName(logicalId));
            case "AWS::StepFunctions::StateMachine.Name" -> stateMachineName(logicalId);
            case "AWS::DynamoDB::Table.Arn" -> account.tableArn(tableName(logicalId));
            case "AWS::DynamoDB::Table.StreamArn" -> account.tableStreamArn(tableName(logicalId));
            case "AWS::Kinesis::Stream.Arn" -> account.streamArn(streamName(logicalId));
            default ->
                attribute.equals("Arn")
                        ? account.placeholderArn(service(type), logicalId)
                        : logicalId + "." + attribute;
        };
    }

    String functionName(String logicalId) {
        return named(logicalId, "FunctionName", logicalId);
    }

    /** {@code QueueName}, else the logical id (with {@code .fifo} for a FIFO queue, as SQS requires). */
    String queueName(String logicalId) {
        boolean fifo = resource(logicalId).path("Properties").path("FifoQueue").asBoolean(false);
        return named(logicalId, "QueueName", fifo ? logicalId + ".fifo" : logicalId);
    }

    String tableName(String logicalId) {
        return named(logicalId, "TableName", logicalId);
    }

    String streamName(String logicalId) {
        return named(logicalId, "Name", logicalId);
    }

    String stateMachineName(String logicalId) {
        return named(logicalId, "StateMachineName", logicalId);
    }

    /** The function a version or alias belongs to, by name. */
    String targetFunction(String logicalId) {
        return FunctionArns.name(property(logicalId, "FunctionName"));
    }

    private String aliasArn(String logicalId) {
        return account.functionArn(targetFunction(logicalId)) + ":" + property(logicalId, "Name");
    }

    private String named(String logicalId, String property, String fallback) {
        JsonNode value = resource(logicalId).path("Properties").path(property);
        return value.isMissingNode() ? fallback : property(logicalId, property);
    }

    /** A property resolved to text; guarded against a resource whose name refers to itself. */
    private String property(String logicalId, String property) {
        if (!resolving.add(logicalId + "." + property)) {
            throw new UnresolvableException("circular reference through " + logicalId + "." + property);
        }
        try {
            JsonNode value =
                    intrinsics.resolve(resource(logicalId).path("Properties").path(property));
            return value.asText();
        } finally {
            resolving.remove(logicalId + "." + property);
        }
    }

    private JsonNode resource(String logicalId) {
        JsonNode resource = resources.get(logicalId);
        if (resource == null) {
            throw new UnresolvableException("refers to " + logicalId + ", which is not in the template");
        }
        return resource;
    }

    private static String service(String type) {
        String[] parts = type.split("::");
        return parts.length > 1 ? parts[1].toLowerCase(java.util.Locale.ROOT) : "local";
    }

    /** Every published version is version 1 locally: the emulator hosts one version of each function. */
    static final class Versions {
        static final String PUBLISHED = "1";

        private Versions() {}
    }
}

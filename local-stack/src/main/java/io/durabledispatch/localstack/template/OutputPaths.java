package io.durabledispatch.localstack.template;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The construct path of each output of a stack, by logical id. A template's outputs carry no metadata of their own;
 * the cloud assembly records every logical id under its construct path as an {@code aws:cdk:logicalId} entry,
 * inline in the stack artifact's {@code metadata} or, in newer CDK versions, in the file its
 * {@code additionalMetadataFile} names.
 */
final class OutputPaths {
    private static final String LOGICAL_ID = "aws:cdk:logicalId";

    private OutputPaths() {}

    /** Logical id → construct path without its leading slash, e.g. {@code App/Dispatch/MainQueueUrl}. */
    static Map<String, String> of(Path assembly, JsonNode stackArtifact) {
        Map<String, String> paths = new LinkedHashMap<>();
        collect(stackArtifact.path("metadata"), paths);
        String file = stackArtifact.path("additionalMetadataFile").asText("");
        if (!file.isEmpty()) collect(read(assembly.resolve(file)), paths);
        return paths;
    }

    private static void collect(JsonNode metadata, Map<String, String> paths) {
        metadata.fields()
                .forEachRemaining(entry -> entry.getValue().forEach(item -> {
                    if (LOGICAL_ID.equals(item.path("type").asText())) {
                        paths.put(item.path("data").asText(), entry.getKey().replaceFirst("^/", ""));
                    }
                }));
    }

    private static JsonNode read(Path file) {
        if (!Files.isRegularFile(file)) return AssemblyJson.MAPPER.createObjectNode();
        try {
            return AssemblyJson.MAPPER.readTree(file.toFile());
        } catch (IOException e) {
            throw new TemplateException(file, "unreadable: " + e.getMessage());
        }
    }
}

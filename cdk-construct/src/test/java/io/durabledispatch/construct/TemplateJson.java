package io.durabledispatch.construct;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.StreamSupport;
import software.amazon.awscdk.assertions.Template;

/** A synthesized template as JSON, with the look-ups the construct's and the infra app's tests share. */
public final class TemplateJson {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final JsonNode root;

    private TemplateJson(JsonNode root) {
        this.root = root;
    }

    public static TemplateJson of(Template template) {
        return new TemplateJson(JSON.valueToTree(template.toJSON()));
    }

    /** Logical id → resource, for every resource of {@code type}. */
    public Map<String, JsonNode> resources(String type) {
        Map<String, JsonNode> found = new LinkedHashMap<>();
        root.path("Resources").fields().forEachRemaining(entry -> {
            if (entry.getValue().path("Type").asText().equals(type)) {
                found.put(entry.getKey(), entry.getValue());
            }
        });
        return found;
    }

    public String logicalIdWhere(String type, String property, String value) {
        return resources(type).entrySet().stream()
                .filter(entry -> entry.getValue()
                        .path("Properties")
                        .path(property)
                        .asText()
                        .equals(value))
                .map(Map.Entry::getKey)
                .findFirst()
                .orElseThrow(() -> new AssertionError("no " + type + " with " + property + "=" + value));
    }

    public JsonNode properties(String logicalId) {
        return root.path("Resources").path(logicalId).path("Properties");
    }

    public JsonNode resource(String logicalId) {
        return root.path("Resources").path(logicalId);
    }

    /** Every IAM statement of every inline policy. */
    public List<JsonNode> policyStatements() {
        return resources("AWS::IAM::Policy").values().stream()
                .flatMap(policy -> StreamSupport.stream(
                        policy.path("Properties")
                                .path("PolicyDocument")
                                .path("Statement")
                                .spliterator(),
                        false))
                .toList();
    }

    /** Joins an {@code Fn::Join} with "" as separator, writing each {@code Ref} as {@code <LogicalId>}. */
    public static String joinWithRefs(JsonNode value) {
        if (value.isTextual()) {
            return value.asText();
        }
        StringBuilder joined = new StringBuilder();
        for (JsonNode part : value.path("Fn::Join").path(1)) {
            joined.append(
                    part.isTextual() ? part.asText() : "<" + part.path("Ref").asText() + ">");
        }
        return joined.toString();
    }

    /** The properties of the dispatcher function (the one whose handler is the dispatch handler). */
    public JsonNode dispatcherProperties() {
        return resources("AWS::Lambda::Function").values().stream()
                .map(fn -> fn.path("Properties"))
                .filter(properties -> properties.path("Handler").asText().contains("DispatchHandler"))
                .findFirst()
                .orElseThrow();
    }

    /** The logical id of the first queue whose id starts with {@code prefix}. */
    public String queueId(String prefix) {
        return resources("AWS::SQS::Queue").keySet().stream()
                .filter(id -> id.startsWith(prefix))
                .findFirst()
                .orElseThrow();
    }
}

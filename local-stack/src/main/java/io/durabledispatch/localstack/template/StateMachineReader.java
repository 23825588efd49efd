package io.durabledispatch.localstack.template;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** An {@code AWS::StepFunctions::StateMachine}: name, type, the definition with its references resolved. */
final class StateMachineReader {
    private static final ObjectMapper JSON = AssemblyJson.MAPPER;

    private StateMachineReader() {}

    static StateMachineSpec read(Resolver resolver, JsonNode resource) {
        String definition = definition(resolver, resource);
        String type = resolver.optionalText(resource, "StateMachineType").orElse("STANDARD");
        if (!type.equals("STANDARD") && !type.equals("EXPRESS")) {
            throw resolver.error("StateMachineType must be STANDARD or EXPRESS, was " + type);
        }
        return new StateMachineSpec(
                resolver.logicalId(),
                resolver.optionalText(resource, "StateMachineName").orElse(resolver.logicalId()),
                type,
                definition,
                taskResources(definition));
    }

    private static String definition(Resolver resolver, JsonNode resource) {
        JsonNode text = resolver.property(resource, "DefinitionString");
        if (!text.isMissingNode()) return text.asText();
        JsonNode object = resolver.property(resource, "Definition");
        if (!object.isMissingNode()) return object.toString();
        throw resolver.error("no DefinitionString or Definition (DefinitionS3Location is not read locally)");
    }

    /** The {@code Resource} of every Task state, nested ones included: what a local run would need. */
    private static List<String> taskResources(String definition) {
        List<String> found = new ArrayList<>();
        try {
            collect(JSON.readTree(definition), found);
        } catch (IOException malformed) {
            found.add("(definition is not JSON)");
        }
        return found.stream().distinct().toList();
    }

    private static void collect(JsonNode node, List<String> found) {
        if (node.isObject() && node.path("Type").asText().equals("Task")) {
            found.add(node.path("Resource").asText());
        }
        node.forEach(child -> collect(child, found));
    }
}

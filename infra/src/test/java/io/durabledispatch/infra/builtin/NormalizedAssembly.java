package io.durabledispatch.infra.builtin;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A synthesized assembly with what changes on every build taken out, as the local stack reads it: the stack's
 * template, its asset manifest and a manifest listing only those two. Each asset's content hash becomes its role:
 * {@code dispatcher} (the code of the function whose handler is the dispatch handler), {@code api} (the HTTP
 * door's), {@code workflows} (the other functions' code) and {@code template}; the local stack maps
 * {@code asset.dispatcher.jar}, {@code asset.api.jar} and {@code asset.workflows.jar} to the jars of the build. A function version's logical id ends with a hash of its
 * code: that suffix is dropped too. The {@code AWS::CDK::Metadata} resource (usage analytics,
 * which change with every library update) is left out; nothing else is touched.
 */
final class NormalizedAssembly {
    static final String STACK = "DurableDispatch";
    static final String TEMPLATE = STACK + ".template.json";
    static final String ASSETS = STACK + ".assets.json";
    static final String MANIFEST = "manifest.json";
    static final String DISPATCH_HANDLER = "io.durabledispatch.dispatcher.DispatchHandler::handleRequest";
    static final String API_HANDLER = "io.durabledispatch.api.ApiHandler::handleRequest";

    /** {@code OrderWorkflowFunctionCurrentVersionBE35D176} + 32 hex digits of the code's hash. */
    private static final java.util.regex.Pattern CODE_HASH_SUFFIX =
            java.util.regex.Pattern.compile("(CurrentVersion[0-9A-F]{8})[0-9a-f]{32}");

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private NormalizedAssembly() {}

    /** File name → normalized content, for the three files the local stack reads. */
    static Map<String, String> of(Path synthesized) {
        JsonNode template = read(synthesized.resolve(TEMPLATE));
        ObjectNode assets = (ObjectNode) read(synthesized.resolve(ASSETS));
        Map<String, String> roles = roles(template, assets);
        ((ObjectNode) template.path("Resources")).remove(metadataResources(template));
        if (template.path("Conditions") instanceof ObjectNode conditions) {
            conditions.remove("CDKMetadataAvailable");
            if (conditions.isEmpty()) ((ObjectNode) template).remove("Conditions");
        }
        Map<String, String> files = new LinkedHashMap<>();
        files.put(MANIFEST, rename(write(manifest(read(synthesized.resolve(MANIFEST)))), roles));
        files.put(ASSETS, rename(write(destinations(assets)), roles));
        files.put(TEMPLATE, rename(write(template), roles));
        return files;
    }

    /** Content hash → role, for every file asset of the stack. */
    private static Map<String, String> roles(JsonNode template, JsonNode assets) {
        Map<String, String> roles = new LinkedHashMap<>();
        assets.path("files").fields().forEachRemaining(asset -> {
            String path = asset.getValue().path("source").path("path").asText();
            roles.put(asset.getKey(), path.equals(TEMPLATE) ? "template" : codeRole(template, path));
        });
        return roles;
    }

    private static String codeRole(JsonNode template, String assetPath) {
        String role = "workflows";
        for (JsonNode resource : template.path("Resources")) {
            if (resource.path("Metadata").path("aws:asset:path").asText().equals(assetPath)) {
                String handler = resource.path("Properties").path("Handler").asText();
                if (handler.equals(DISPATCH_HANDLER)) role = "dispatcher";
                if (handler.equals(API_HANDLER)) role = "api";
            }
        }
        return role;
    }

    private static java.util.List<String> metadataResources(JsonNode template) {
        java.util.List<String> ids = new java.util.ArrayList<>();
        template.path("Resources").fields().forEachRemaining(resource -> {
            if (resource.getValue().path("Type").asText().equals("AWS::CDK::Metadata")) ids.add(resource.getKey());
        });
        return ids;
    }

    /** Only the stack and its asset manifest: the tree, reports and metadata files are not kept. */
    private static JsonNode manifest(JsonNode manifest) {
        ObjectNode artifacts = (ObjectNode) manifest.path("artifacts");
        java.util.List<String> dropped = new java.util.ArrayList<>();
        artifacts.fields().forEachRemaining(artifact -> {
            String type = artifact.getValue().path("type").asText();
            if (!type.equals("aws:cloudformation:stack") && !type.equals("cdk:asset-manifest")) {
                dropped.add(artifact.getKey());
            }
        });
        artifacts.remove(dropped);
        artifacts.forEach(artifact -> {
            ((ObjectNode) artifact).remove("additionalMetadataFile");
            ((ObjectNode) artifact).remove("metadata");
        });
        return manifest;
    }

    /** A destination's id is derived from its object key (a hash): one fixed id per asset. */
    private static JsonNode destinations(ObjectNode assets) {
        assets.path("files").forEach(asset -> {
            ObjectNode destinations = (ObjectNode) asset.path("destinations");
            Map<String, JsonNode> renamed = new LinkedHashMap<>();
            destinations
                    .fields()
                    .forEachRemaining(d -> renamed.put(d.getKey().replaceAll("-[0-9a-f]{8}$", ""), d.getValue()));
            destinations.removeAll();
            renamed.forEach(destinations::set);
        });
        return assets;
    }

    private static String rename(String text, Map<String, String> roles) {
        String renamed = text;
        for (var role : roles.entrySet()) renamed = renamed.replace(role.getKey(), role.getValue());
        return CODE_HASH_SUFFIX.matcher(renamed).replaceAll("$1");
    }

    private static JsonNode read(Path file) {
        try {
            return JSON.readTree(file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String write(JsonNode node) {
        try {
            return JSON.writeValueAsString(node) + "\n";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

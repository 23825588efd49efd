package io.durabledispatch.it.backend;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.routes.RouteTable;
import io.durabledispatch.routes.document.RouteDocuments;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/** The outputs file of {@code cdk deploy --outputs-file}: {@code {"<stack>": {"MainQueueUrl": …, …}}}. */
record CdkOutputs(JsonNode outputs) {
    private static final ObjectMapper JSON = new ObjectMapper();

    static CdkOutputs read(Path file) {
        try {
            JsonNode root = JSON.readTree(file.toFile());
            // One stack per file; its name depends on the deployment, so take the first one.
            return new CdkOutputs(root.elements().next());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read CDK outputs " + file, e);
        }
    }

    String get(String name) {
        JsonNode value = outputs.get(name);
        if (value == null) throw new IllegalArgumentException("CDK outputs lack " + name);
        return value.asText();
    }

    /** The default route document with each target replaced by the deployed function or state machine. */
    RouteTable routes() {
        try (InputStream in = getClass().getResourceAsStream("/routes/default-routes.json")) {
            ObjectNode document = (ObjectNode) JSON.readTree(in);
            for (JsonNode route : document.get("routes")) {
                ObjectNode target = (ObjectNode) route.get("target");
                if (target.has("function")) {
                    target.put(
                            "function", get(logicalName(target.get("function").asText()) + "FunctionName"));
                } else {
                    target.put("stateMachineArn", get("RewardRedemptionStateMachineArn"));
                }
            }
            return RouteDocuments.parse(JSON.writeValueAsString(document));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code order-workflow} → {@code OrderWorkflow}, as infra names its outputs. */
    private static String logicalName(String functionName) {
        StringBuilder name = new StringBuilder();
        for (String part : functionName.split("-")) {
            name.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
        }
        return name.toString();
    }
}

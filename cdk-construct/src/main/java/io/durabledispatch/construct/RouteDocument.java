package io.durabledispatch.construct;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import software.amazon.awscdk.Token;

/**
 * The dispatcher's route document for a set of routes: with the deployed targets (the function's
 * {@code ROUTES}, tokens resolved by CloudFormation), or with stand-ins for values only known at deploy time
 * (what the synth-time validation parses).
 */
final class RouteDocument {
    static final int VERSION = 1;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String PLACEHOLDER_FUNCTION = "deployed-function";
    private static final String PLACEHOLDER_QUALIFIER = "deployed-alias";
    private static final String PLACEHOLDER_STATE_MACHINE =
            "arn:aws:states:us-east-1:000000000000:stateMachine:deployed-state-machine";

    private RouteDocument() {}

    /** The document as a JSON-ready map; target values may be tokens. */
    @SuppressWarnings("unchecked")
    static Map<String, Object> deployed(List<DispatchRoute> routes) {
        return JSON.convertValue(render(routes, false), Map.class);
    }

    /** The document as text, every unresolved value replaced by a valid stand-in. */
    static String forValidation(List<DispatchRoute> routes) {
        return render(routes, true).toString();
    }

    private static ObjectNode render(List<DispatchRoute> routes, boolean standIns) {
        ObjectNode document = JSON.createObjectNode().put("version", VERSION);
        ArrayNode array = document.putArray("routes");
        for (DispatchRoute route : routes) {
            ObjectNode rendered = route.definition();
            rendered.set("target", target(route.target(), standIns));
            array.add(rendered);
        }
        return document;
    }

    private static ObjectNode target(DispatchTarget target, boolean standIns) {
        return target.fold(
                function -> JSON.createObjectNode()
                        .put("type", "lambda")
                        .put("function", value(function.functionName(), standIns, PLACEHOLDER_FUNCTION))
                        .put("qualifier", value(function.qualifier(), standIns, PLACEHOLDER_QUALIFIER)),
                machine -> JSON.createObjectNode()
                        .put("type", "stepfunctions")
                        .put("stateMachineArn", value(machine.stateMachineArn(), standIns, PLACEHOLDER_STATE_MACHINE)));
    }

    private static String value(String value, boolean standIns, String standIn) {
        return standIns && Token.isUnresolved(value) ? standIn : value;
    }
}

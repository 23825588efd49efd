package io.durabledispatch.construct;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.routes.LambdaDurableTarget;
import io.durabledispatch.routes.StepFunctionsTarget;
import io.durabledispatch.routes.Target;
import io.durabledispatch.routes.document.RouteDocuments;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awscdk.Token;

/**
 * The dispatcher's route document for a set of routes. At synth, values only known at deploy time are
 * tokens; the text the shared parser validates holds valid stand-ins for them, and the document the
 * dispatcher gets ({@code ROUTES}) is that validated text with the deployed targets written in by the shared
 * writer ({@link RouteDocuments#withTargets}).
 */
final class RouteDocument {
    static final int VERSION = 1;
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;
    private static final String STAND_IN_FUNCTION = "deployed-function";
    private static final String STAND_IN_QUALIFIER = "deployed-alias";
    private static final String STAND_IN_STATE_MACHINE =
            "arn:aws:states:us-east-1:000000000000:stateMachine:deployed-state-machine";

    private RouteDocument() {}

    /** The document as a JSON-ready map with the deployed targets; target values may be tokens. */
    static Map<String, Object> deployed(List<DispatchRoute> routes) {
        Map<String, DispatchTarget> byRoute = new LinkedHashMap<>();
        routes.forEach(route -> byRoute.put(route.name(), route.target()));
        return RouteDocuments.withTargets(forValidation(routes), route -> engineTarget(byRoute.get(route.name())));
    }

    /** The document as text, every value unknown at synth replaced by a valid stand-in. */
    static String forValidation(List<DispatchRoute> routes) {
        ObjectNode document = JSON.objectNode().put("version", VERSION);
        ArrayNode array = document.putArray("routes");
        for (DispatchRoute route : routes) {
            ObjectNode rendered = route.definition();
            rendered.set("target", standIn(route.target()));
            array.add(rendered);
        }
        return document.toString();
    }

    private static Target engineTarget(DispatchTarget target) {
        return target.fold(
                function -> new LambdaDurableTarget(function.functionName(), function.qualifier()),
                machine -> new StepFunctionsTarget(machine.stateMachineArn()));
    }

    private static ObjectNode standIn(DispatchTarget target) {
        return target.fold(
                function -> JSON.objectNode()
                        .put("type", "lambda")
                        .put("function", known(function.functionName(), STAND_IN_FUNCTION))
                        .put("qualifier", known(function.qualifier(), STAND_IN_QUALIFIER)),
                machine -> JSON.objectNode()
                        .put("type", "stepfunctions")
                        .put("stateMachineArn", known(machine.stateMachineArn(), STAND_IN_STATE_MACHINE)));
    }

    /** A literal value is validated as it is (an imported ARN); a token gets the stand-in. */
    private static String known(String value, String standIn) {
        return Token.isUnresolved(value) ? standIn : value;
    }
}

package io.durabledispatch.routes.document;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.routes.LambdaDurableTarget;
import io.durabledispatch.routes.StepFunctionsTarget;
import io.durabledispatch.routes.Target;
import java.util.regex.Pattern;

/**
 * Reads a route's target. Step Functions targets must be STANDARD: an optional {@code stateMachineType}
 * of EXPRESS is refused here, and the dispatcher asks the service for the type at cold start (EXPRESS executions
 * ignore names, so they would start a duplicate on every delivery).
 */
final class TargetReader {
    private static final Pattern FUNCTION = Pattern.compile("[A-Za-z0-9_:.-]{1,170}");
    private static final Pattern QUALIFIER = Pattern.compile("[A-Za-z0-9_$-]{1,128}");
    private static final Pattern STATE_MACHINE_ARN =
            Pattern.compile("arn:aws[a-z-]*:states:[a-z0-9-]+:\\d{12}:stateMachine:[A-Za-z0-9_-]{1,80}");
    static final String LAMBDA = "lambda";
    static final String STEP_FUNCTIONS = "stepfunctions";
    private static final Pattern TYPE = Pattern.compile(LAMBDA + "|" + STEP_FUNCTIONS);

    private final RouteNode route;

    TargetReader(RouteNode route) {
        this.route = route;
    }

    Target read() {
        JsonNode target = route.object("target");
        String type = text(target, "type", TYPE);
        if (type.equals(LAMBDA)) {
            return new LambdaDurableTarget(text(target, "function", FUNCTION), text(target, "qualifier", QUALIFIER));
        }
        JsonNode machineType = target.get("stateMachineType");
        if (machineType != null && !"STANDARD".equals(machineType.asText())) {
            throw route.error("target.stateMachineType must be STANDARD (EXPRESS does not deduplicate by name)");
        }
        return new StepFunctionsTarget(text(target, "stateMachineArn", STATE_MACHINE_ARN));
    }

    private String text(JsonNode target, String field, Pattern pattern) {
        JsonNode value = target.get(field);
        if (value == null
                || !value.isTextual()
                || !pattern.matcher(value.textValue()).matches()) {
            throw route.error("target." + field + " must be a string matching " + pattern.pattern());
        }
        return value.textValue();
    }
}

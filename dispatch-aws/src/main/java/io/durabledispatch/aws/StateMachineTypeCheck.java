package io.durabledispatch.aws;

import io.durabledispatch.routes.Route;
import io.durabledispatch.routes.RouteTable;
import io.durabledispatch.routes.StepFunctionsTarget;
import java.util.function.Consumer;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.sfn.SfnClient;
import software.amazon.awssdk.services.sfn.model.StateMachineType;

/**
 * Refuses EXPRESS state machines at cold start: they ignore execution names, so every delivery would start
 * another execution. The rule: {@code DescribeStateMachine} says EXPRESS → the cold start fails naming the
 * route. If the type cannot be read (no permission, an emulator without the API), a warning is logged and the
 * route stays; the CDK app only deploys STANDARD machines.
 */
public final class StateMachineTypeCheck {
    private StateMachineTypeCheck() {}

    public static void refuseExpress(RouteTable routes, SfnClient sfn, Consumer<String> log) {
        for (Route route : routes.routes()) {
            Runnable check = route.target()
                    .fold(
                            function -> () -> {}, // durable functions have no EXPRESS mode to refuse
                            machine -> () -> check(route, machine, sfn, log));
            check.run();
        }
    }

    private static void check(Route route, StepFunctionsTarget target, SfnClient sfn, Consumer<String> log) {
        StateMachineType type;
        try {
            type = sfn.describeStateMachine(b -> b.stateMachineArn(target.stateMachineArn()))
                    .type();
        } catch (SdkException e) {
            log.accept("{\"level\":\"WARN\",\"message\":\"state machine type not verified\",\"route\":\"" + route.name()
                    + "\",\"error\":\"" + SdkErrors.describe(e).replace("\"", "'") + "\"}");
            return;
        }
        if (type == StateMachineType.EXPRESS) {
            throw new ConfigurationException("route '" + route.name() + "': target.stateMachineArn is an EXPRESS "
                    + "state machine; only STANDARD deduplicates by execution name");
        }
    }
}

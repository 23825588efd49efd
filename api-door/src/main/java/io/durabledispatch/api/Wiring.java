package io.durabledispatch.api;

import io.durabledispatch.api.config.ApiSettings;
import io.durabledispatch.api.core.HttpDoor;
import io.durabledispatch.api.core.Pause;
import io.durabledispatch.api.core.Waiting;
import io.durabledispatch.aws.AwsClients;
import io.durabledispatch.aws.LambdaDurableStarter;
import io.durabledispatch.aws.LambdaDurableStatus;
import io.durabledispatch.aws.StateMachineTypeCheck;
import io.durabledispatch.aws.StepFunctionsStarter;
import io.durabledispatch.aws.StepFunctionsStatus;
import io.durabledispatch.core.admission.Admission;
import io.durabledispatch.core.admission.RetryHints;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.core.start.TargetStarters;
import io.durabledispatch.core.status.TargetStatuses;
import io.durabledispatch.core.telemetry.DoorLines;
import io.durabledispatch.routes.RouteTable;
import io.durabledispatch.routes.document.RouteDocuments;
import java.time.Clock;
import java.util.Map;

/**
 * The one place that builds the door: settings → routes → SDK clients (once per container, on the one explicit
 * HTTP client) → adapters → admission core → door. No duplicate memory: every repeat asks the engine, whose
 * answer (with the execution's status) is what an HTTP client is owed.
 */
final class Wiring {
    private Wiring() {}

    static HttpDoor fromEnvironment(Map<String, String> env) {
        ApiSettings settings = ApiSettings.from(env);
        RouteTable routes = RouteDocuments.load(settings.routes());
        AwsClients clients = AwsClients.create(settings.clients());
        StateMachineTypeCheck.refuseExpress(routes, clients.sfn(), System.out::println);
        RetryHints hints = RetryHints.defaults();
        Admission admission = new Admission(
                new Planner(routes),
                new TargetStarters(new LambdaDurableStarter(clients.lambda()), new StepFunctionsStarter(clients.sfn())),
                hints);
        return new HttpDoor(
                admission,
                new TargetStatuses(new LambdaDurableStatus(clients.lambda()), new StepFunctionsStatus(clients.sfn())),
                new Waiting(settings.maxWait(), Clock.systemUTC(), Pause.SLEEP),
                hints,
                line -> System.out.println(DoorLines.json(line))); // Lambda sends stdout lines to CloudWatch Logs
    }
}

package io.durabledispatch.demo.endtoend;

import static io.durabledispatch.settings.SettingsTable.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.aws.ConfigurationException;
import io.durabledispatch.aws.StateMachineTypeCheck;
import io.durabledispatch.dispatcher.DispatchHandler;
import io.durabledispatch.emulators.aws.AwsClients;
import io.durabledispatch.emulators.http.EmulatorSettings;
import io.durabledispatch.emulators.stepfunctions.SfnType;
import io.durabledispatch.emulators.stepfunctions.StepFunctionsEmulator;
import io.durabledispatch.routes.document.RouteDocuments;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.sfn.SfnClient;

/**
 * The dispatcher's refusal of EXPRESS targets, end to end: the real cold start (settings, route document, real
 * SfnClient) asks the emulator's DescribeStateMachine. EXPRESS workflows do not deduplicate by name (Step
 * Functions Developer Guide, "Execution guarantees"), so a route to one must not start.
 */
class DispatcherStateMachineTypeTest {
    private StepFunctionsEmulator emulator;
    private String standardArn;
    private String expressArn;

    @BeforeEach
    void start() {
        emulator = new StepFunctionsEmulator(EmulatorSettings.defaults());
        standardArn = emulator.registerStateMachine("redeem", input -> input);
        expressArn = emulator.registerStateMachine("redeem-fast", SfnType.EXPRESS, input -> input);
        emulator.start();
    }

    @AfterEach
    void stop() {
        emulator.close();
    }

    @Test
    void coldStart_failsForARouteToAnExpressStateMachine() {
        assertThatThrownBy(() -> DispatchHandler.fromEnvironment(environment(routesTo(expressArn))))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("route 'redeem'")
                .hasMessageContaining("EXPRESS");
    }

    @Test
    void coldStart_verifiesAStandardTarget_withoutAWarning() {
        List<String> log = new CopyOnWriteArrayList<>();
        try (SfnClient sfn = AwsClients.local(emulator.endpoint(), "us-east-1").stepFunctions()) {
            StateMachineTypeCheck.refuseExpress(RouteDocuments.load(routesTo(standardArn)), sfn, log::add);
        }
        assertThat(log).isEmpty();
        DispatchHandler.fromEnvironment(environment(routesTo(standardArn)));
    }

    private Map<String, String> environment(String routes) {
        return Map.of(
                ROUTES.variable(),
                routes,
                PARKING_QUEUE_URL.variable(),
                "http://127.0.0.1:1/000000000000/parked",
                AWS_REGION.variable(),
                "us-east-1",
                AWS_ENDPOINT_URL_SFN.variable(),
                emulator.endpoint().toString(),
                AWS_ACCESS_KEY_ID.variable(),
                AwsClients.LOCAL_ACCESS_KEY,
                AWS_SECRET_ACCESS_KEY.variable(),
                AwsClients.LOCAL_SECRET_KEY);
    }

    private static String routesTo(String stateMachineArn) {
        return """
                {"version":1,"routes":[{"name":"redeem","operation":"redeem","match":{"/type":"redeem"},
                "tenant":"/tenant_id","key":["/id"],"input":["/tenant_id","/id"],
                "target":{"type":"stepfunctions","stateMachineArn":"%s"}}]}""".formatted(stateMachineArn);
    }
}

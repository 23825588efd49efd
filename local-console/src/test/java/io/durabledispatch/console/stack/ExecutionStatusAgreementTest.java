package io.durabledispatch.console.stack;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.emulators.http.EmulatorSettings;
import io.durabledispatch.emulators.stepfunctions.StepFunctionsEmulator;
import io.durabledispatch.emulators.testing.AwsClients;
import io.durabledispatch.ops.inspect.EngineExecutions;
import io.durabledispatch.ops.inspect.ExecutionRecord;
import io.durabledispatch.routes.RouteTable;
import io.durabledispatch.routes.document.RouteDocuments;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.sfn.SfnClient;

/** The CLI (through the engines' APIs) and the console (in-process) read one execution with one status. */
class ExecutionStatusAgreementTest {
    private final RouteTable routes = RouteDocuments.load("classpath:routes/default-routes.json");
    private final CountDownLatch release = new CountDownLatch(1);
    private final StepFunctionsEmulator stepFunctions = new StepFunctionsEmulator(EmulatorSettings.defaults());
    private final String machineArn = stepFunctions.registerStateMachine("reward-redemption", input -> {
        release.await(); // running until stopped
        return "{}";
    });
    private final SfnClient sfn = AwsClients.sfn(stepFunctions.start().endpoint());
    // Asked only for durable functions: the route read here targets the state machine.
    private final LambdaClient lambda = AwsClients.lambda(stepFunctions.endpoint());

    @AfterEach
    void close() {
        release.countDown();
        sfn.close();
        lambda.close();
        stepFunctions.close();
    }

    @Test
    void stoppedStateMachineExecution_isStoppedForTheCliAndTheConsole() {
        String arn = sfn.startExecution(
                        b -> b.stateMachineArn(machineArn).name("r-1").input("{}"))
                .executionArn();
        sfn.stopExecution(b -> b.executionArn(arn));
        assertThat(sfn.describeExecution(b -> b.executionArn(arn)).statusAsString())
                .isEqualTo("ABORTED");

        Optional<ExecutionRecord> cli = new EngineExecutions(lambda, sfn, routes)
                .find(routes.named("reward-redeemed").orElseThrow(), "r-1");
        var console = new StepFunctionsExecutions(stepFunctions, sfn).all();

        assertThat(cli).map(ExecutionRecord::status).contains("STOPPED");
        assertThat(console).extracting(ExecutionRecord::status).containsExactly("STOPPED");
        assertThat(console).extracting(ExecutionRecord::arn).containsExactly(arn);
    }
}

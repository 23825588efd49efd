package io.durabledispatch.demo.endtoend;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.demo.workload.EventJson;
import io.durabledispatch.emulators.http.EmulatorSettings;
import io.durabledispatch.emulators.lambda.LambdaEmulator;
import io.durabledispatch.emulators.stepfunctions.StepFunctionsEmulator;
import io.durabledispatch.emulators.testing.AwsClients;
import io.durabledispatch.emulators.testing.Poll;
import io.durabledispatch.workflows.InMemorySideEffects;
import io.durabledispatch.workflows.WorkflowCatalog;
import io.durabledispatch.workflows.order.ShipmentRequest;
import io.durabledispatch.workflows.reward.RewardRedemption;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.GetDurableExecutionResponse;
import software.amazon.awssdk.services.lambda.model.InvocationType;
import software.amazon.awssdk.services.sfn.SfnClient;
import software.amazon.awssdk.services.sfn.model.DescribeExecutionResponse;

/** The project's real workflows, hosted by the emulators and driven only through the AWS SDK clients. */
class WorkflowCatalogEndToEndTest {
    private final InMemorySideEffects sideEffects = InMemorySideEffects.create();
    private final LambdaEmulator lambdaEmulator = new LambdaEmulator(EmulatorSettings.defaults());
    private final StepFunctionsEmulator sfnEmulator = new StepFunctionsEmulator(EmulatorSettings.defaults());
    private LambdaClient lambda;
    private SfnClient sfn;

    @AfterEach
    void close() {
        lambda.close();
        sfn.close();
        lambdaEmulator.close();
        sfnEmulator.close();
    }

    @Test
    void orderWorkflow_runsToSucceeded_whenTheCarrierCompletesTheShipmentCallback() throws Exception {
        start();

        String arn = invoke(WorkflowCatalog.ORDER_WORKFLOW, "order-acme-a-1001", canonicalInput("order"));
        ShipmentRequest shipment = Poll.until(() -> sideEffects.shipping().requests(), r -> !r.isEmpty())
                .get(0);
        lambda.sendDurableExecutionCallbackSuccess(b -> b.callbackId(shipment.callbackId())
                .result(SdkBytes.fromUtf8String("{\"carrier\":\"UPS\",\"tracking_number\":\"1Z999\"}")));

        GetDurableExecutionResponse done = awaitClosed(arn);
        assertThat(done.status()).isEqualTo(ExecutionStatus.SUCCEEDED);
        assertThat(done.result()).contains("1Z999");
    }

    @Test
    void rewardRedemption_debitsGrantedPoints_throughStepFunctions() throws Exception {
        start();
        String grant = "{\"activity_id\":\"signup\",\"member_id\":\"M-42\",\"points\":900,\"tenant_id\":\"initech\"}";
        assertThat(awaitClosed(invoke(WorkflowCatalog.POINTS_WORKFLOW, "points-signup", grant))
                        .status())
                .isEqualTo(ExecutionStatus.SUCCEEDED);

        String stateMachine = "arn:aws:states:us-east-1:000000000000:stateMachine:" + WorkflowCatalog.REWARD_REDEMPTION;
        String redemption = canonicalInput("reward");
        String arn = sfn.startExecution(b ->
                        b.stateMachineArn(stateMachine).name("reward-r-9001").input(redemption))
                .executionArn();

        DescribeExecutionResponse done =
                Poll.until(() -> sfn.describeExecution(b -> b.executionArn(arn)), d -> d.stopDate() != null);
        assertThat(done.statusAsString()).isEqualTo("SUCCEEDED");
        assertThat(done.output()).contains("\"redemption_id\":\"R-9001\"");
    }

    private void start() {
        WorkflowCatalog catalog = new WorkflowCatalog(lambdaEmulator.runtime(), sideEffects.ports());
        catalog.durableFunctions().forEach((name, handler) -> lambdaEmulator.registerFunction(name, "live", handler));
        RewardRedemption reward = catalog.rewardRedemption();
        sfnEmulator.registerStateMachine(WorkflowCatalog.REWARD_REDEMPTION, reward::apply);
        lambda = AwsClients.lambda(lambdaEmulator.start().endpoint());
        sfn = AwsClients.sfn(sfnEmulator.start().endpoint());
    }

    private String invoke(String function, String name, String payload) {
        return lambda.invoke(b -> b.functionName(function)
                        .qualifier("live")
                        .invocationType(InvocationType.EVENT)
                        .durableExecutionName(name)
                        .payload(SdkBytes.fromUtf8String(payload)))
                .durableExecutionArn();
    }

    private GetDurableExecutionResponse awaitClosed(String arn) {
        return Poll.until(
                () -> lambda.getDurableExecution(b -> b.durableExecutionArn(arn)),
                e -> e.status() != ExecutionStatus.RUNNING);
    }

    /** The dispatcher's canonical input for a route, from the shared contract at the repository root. */
    private static String canonicalInput(String workflow) throws Exception {
        Path contract = Path.of("..", "contracts", workflow + ".json");
        return EventJson.MAPPER
                .readTree(Files.readString(contract))
                .get("canonicalInput")
                .asText();
    }
}

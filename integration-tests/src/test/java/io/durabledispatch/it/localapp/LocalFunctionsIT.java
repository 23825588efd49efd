package io.durabledispatch.it.localapp;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.it.support.Await;
import io.durabledispatch.local.app.AppPlan;
import io.durabledispatch.local.app.AppStack;
import io.durabledispatch.local.app.FunctionOption;
import io.durabledispatch.local.template.LocalTopology;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.InvocationType;
import software.amazon.awssdk.services.lambda.model.Operation;
import software.amazon.awssdk.services.lambda.model.OperationStatus;
import software.amazon.awssdk.services.lambda.model.OperationType;

/**
 * A user's durable functions, from their own jar (module local-fixtures), loaded with {@code --function}: the
 * planner runs a step, a wait and a callback, then invokes the fare checker through a chained invoke, whose
 * result (or error) comes back into the planner's operation. Everything goes through the real SDK over HTTP.
 */
class LocalFunctionsIT {
    private static final String PLANNER = "io.durabledispatch.localfixtures.TripPlanner";
    private static final String CHECKER = "io.durabledispatch.localfixtures.FareChecker";

    private static AppStack stack;
    private static LambdaClient lambda;

    @BeforeAll
    static void start() {
        Path jar = Path.of(System.getProperty("it.lambda.jars"), "local-fixtures-lambda.jar");
        AppPlan plan = AppPlan.of(
                LocalTopology.empty(),
                List.of(
                        FunctionOption.parse("trip-planner=" + jar + "#" + PLANNER + "@live"),
                        FunctionOption.parse("fare-checker=" + jar + "#" + CHECKER + "@live")),
                List.of());
        stack = AppStack.start(plan, LocalApps.account(), LocalApps.EPHEMERAL, Optional.empty(), LocalApps.QUIET);
        lambda = stack.clients().lambda();
    }

    @AfterAll
    static void stop() {
        lambda.close();
        stack.close();
    }

    @Test
    void stepsWaitCallbackAndAChainedInvokeOfTheSecondFunction() {
        String arn = startTrip("trip-lisbon", "{\"destination\":\"lisbon\",\"fare\":100}");
        approve(arn, "\"ops-team\"");

        var execution = awaitClosed(arn);
        assertThat(execution.status()).isEqualTo(ExecutionStatus.SUCCEEDED);
        assertThat(execution.result())
                .contains("\"quote\":125", "\"approvedBy\":\"ops-team\"")
                .contains("\"fareCheck\":{\"destination\":\"lisbon\",\"fare\":125,\"acceptable\":true}");
        assertThat(stack.lambda().operations(arn))
                .extracting(Operation::type, Operation::name, Operation::status)
                .contains(
                        org.assertj.core.groups.Tuple.tuple(OperationType.STEP, "quote", OperationStatus.SUCCEEDED),
                        org.assertj.core.groups.Tuple.tuple(OperationType.WAIT, "cool-off", OperationStatus.SUCCEEDED),
                        org.assertj.core.groups.Tuple.tuple(
                                OperationType.CALLBACK, "approval", OperationStatus.SUCCEEDED),
                        org.assertj.core.groups.Tuple.tuple(
                                OperationType.CHAINED_INVOKE, "check-fare", OperationStatus.SUCCEEDED));
        assertThat(stack.lambda().executions())
                .anyMatch(e -> e.functionName().equals("fare-checker")
                        && e.status() == ExecutionStatus.SUCCEEDED
                        && e.inputPayload().contains("\"fare\":125"));
    }

    @Test
    void theInvokedFunctionsFailureIsWrittenBackIntoTheCallersOperation() {
        String arn = startTrip("trip-atlantis", "{\"destination\":\"atlantis\",\"fare\":10}");
        approve(arn, "\"ops-team\"");

        var execution = awaitClosed(arn);
        assertThat(execution.status()).isEqualTo(ExecutionStatus.SUCCEEDED);
        assertThat(execution.result()).contains("\"fareCheck\":null").contains("UnknownDestination");
        Operation invoke = stack.lambda().operations(arn).stream()
                .filter(op -> op.type() == OperationType.CHAINED_INVOKE)
                .findFirst()
                .orElseThrow();
        assertThat(invoke.status()).isEqualTo(OperationStatus.FAILED);
        assertThat(invoke.chainedInvokeDetails().error().errorMessage()).contains("no fares to atlantis");
    }

    private static String startTrip(String name, String payload) {
        return lambda.invoke(b -> b.functionName("trip-planner")
                        .qualifier("live")
                        .invocationType(InvocationType.EVENT)
                        .durableExecutionName(name)
                        .payload(SdkBytes.fromUtf8String(payload)))
                .durableExecutionArn();
    }

    /** The callback id is in the execution's state once the wait is over and the callback started. */
    private static void approve(String arn, String result) {
        String callbackId = Await.until(
                        "the approval callback of " + arn,
                        Duration.ofSeconds(30),
                        () -> stack.lambda().operations(arn).stream()
                                .filter(op ->
                                        op.type() == OperationType.CALLBACK && op.status() == OperationStatus.STARTED)
                                .map(op -> op.callbackDetails().callbackId())
                                .findFirst(),
                        Optional::isPresent)
                .orElseThrow();
        lambda.sendDurableExecutionCallbackSuccess(
                b -> b.callbackId(callbackId).result(SdkBytes.fromUtf8String(result)));
    }

    private static software.amazon.awssdk.services.lambda.model.GetDurableExecutionResponse awaitClosed(String arn) {
        return Await.until(
                "the end of " + arn,
                Duration.ofSeconds(30),
                () -> lambda.getDurableExecution(b -> b.durableExecutionArn(arn)),
                e -> e.status() != ExecutionStatus.RUNNING);
    }
}

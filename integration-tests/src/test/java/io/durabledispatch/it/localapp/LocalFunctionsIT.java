package io.durabledispatch.it.localapp;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.it.support.Await;
import io.durabledispatch.localstack.app.AppPlan;
import io.durabledispatch.localstack.app.AppStack;
import io.durabledispatch.localstack.app.FunctionOption;
import io.durabledispatch.localstack.template.FunctionSpec;
import io.durabledispatch.localstack.template.LocalTopology;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
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
 * result (or error) comes back into the planner's operation; a second planner invokes a plain function instead,
 * which also answers Invoke itself. Everything goes through the real SDK over HTTP.
 */
class LocalFunctionsIT {
    private static final String PLANNER = "io.durabledispatch.localfixtures.TripPlanner";
    private static final String CHECKER = "io.durabledispatch.localfixtures.FareChecker";
    private static final String QUOTER = "io.durabledispatch.localfixtures.FareQuoter";

    private static AppStack stack;
    private static LambdaClient lambda;

    @BeforeAll
    static void start() {
        Path jar = Path.of(System.getProperty("it.lambda.jars"), "local-fixtures-lambda.jar");
        AppPlan plan = AppPlan.of(
                LocalTopology.empty(),
                List.of(
                        FunctionOption.parse("trip-planner=" + jar + "#" + PLANNER + "@live"),
                        FunctionOption.parse("fare-checker=" + jar + "#" + CHECKER + "@live"),
                        quotingPlanner(jar),
                        plainQuoter(jar)),
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

    @Test
    void aChainedInvokeOfAPlainFunctionWritesItsResponseBack() {
        String arn = startTrip("quoting-planner", "quoted-porto", "{\"destination\":\"porto\",\"fare\":200}");
        approve(arn, "\"ops-team\"");

        var execution = awaitClosed(arn);
        assertThat(execution.status()).isEqualTo(ExecutionStatus.SUCCEEDED);
        assertThat(execution.result())
                .contains("\"fareCheck\":{\"destination\":\"porto\",\"fare\":225,\"acceptable\":true}");
        assertThat(stack.lambda().operations(arn))
                .filteredOn(op -> op.type() == OperationType.CHAINED_INVOKE)
                .singleElement()
                .satisfies(op -> assertThat(op.status()).isEqualTo(OperationStatus.SUCCEEDED));
        assertThat(stack.lambda().executions()).noneMatch(e -> e.functionName().equals("fare-quoter"));
    }

    @Test
    void aPlainFunctionsErrorIsWrittenBackIntoTheCallersOperation() {
        String arn = startTrip("quoting-planner", "quoted-atlantis", "{\"destination\":\"atlantis\",\"fare\":10}");
        approve(arn, "\"ops-team\"");

        var execution = awaitClosed(arn);
        assertThat(execution.result()).contains("\"fareCheck\":null").contains("java.lang.IllegalArgumentException");
        Operation invoke = stack.lambda().operations(arn).stream()
                .filter(op -> op.type() == OperationType.CHAINED_INVOKE)
                .findFirst()
                .orElseThrow();
        assertThat(invoke.status()).isEqualTo(OperationStatus.FAILED);
        assertThat(invoke.chainedInvokeDetails().error().errorMessage()).isEqualTo("no quotes to atlantis");
    }

    @Test
    void thePlainFunctionAnswersItsOwnInvoke() {
        var response = lambda.invoke(b -> b.functionName("fare-quoter")
                .payload(SdkBytes.fromUtf8String("{\"destination\":\"faro\",\"fare\":2000}")));

        assertThat(response.functionError()).isNull();
        assertThat(response.payload().asUtf8String())
                .isEqualTo("{\"destination\":\"faro\",\"fare\":2000,\"acceptable\":false}");
    }

    /** The planner again, told to have its fares checked by the plain function. */
    private static FunctionSpec quotingPlanner(Path jar) {
        FunctionSpec planner = FunctionOption.parse("quoting-planner=" + jar + "#" + PLANNER + "@live");
        return new FunctionSpec(
                planner.logicalId(),
                planner.source(),
                planner.name(),
                planner.handler(),
                planner.code(),
                Map.of("FARE_CHECKER", "fare-quoter"),
                planner.timeout(),
                planner.memoryMb(),
                planner.durable(),
                planner.aliases());
    }

    /** A function without DurableConfig, as a template declares it. */
    private static FunctionSpec plainQuoter(Path jar) {
        return new FunctionSpec(
                "FareQuoter",
                jar,
                "fare-quoter",
                QUOTER + "::handleRequest",
                jar,
                Map.of(),
                Duration.ofSeconds(10),
                256,
                Optional.empty(),
                Set.of());
    }

    private static String startTrip(String name, String payload) {
        return startTrip("trip-planner", name, payload);
    }

    private static String startTrip(String function, String name, String payload) {
        return lambda.invoke(b -> b.functionName(function)
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

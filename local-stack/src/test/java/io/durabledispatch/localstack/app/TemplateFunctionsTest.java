package io.durabledispatch.localstack.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.amazonaws.services.lambda.runtime.LambdaLogger;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.emulators.sqs.DeclaredQueues;
import io.durabledispatch.emulators.testing.Poll;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.template.LocalAccount;
import io.durabledispatch.localstack.template.TemplateReader;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.model.Event;
import software.amazon.awssdk.services.lambda.model.EventType;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.InvocationType;
import software.amazon.awssdk.services.lambda.model.InvokeResponse;
import software.amazon.awssdk.services.sfn.SfnClient;
import software.amazon.awssdk.services.sfn.model.StateMachineType;

/**
 * The template's functions through the real LambdaClient: plain ones answer Invoke with their response or Lambda's
 * error document; every function runs with its own MemorySize and is cut off at its Timeout; a durable function's
 * timed-out invocations are failed invocations the durable service retries until its ExecutionTimeout. The
 * template's EXPRESS state machine is registered as EXPRESS.
 */
class TemplateFunctionsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final LambdaLogger QUIET = new LambdaLogger() {
        @Override
        public void log(String message) {}

        @Override
        public void log(byte[] message) {}
    };

    @TempDir
    static Path folder;

    private static LocalAccount account;
    private static AppStack stack;
    private static LambdaClient lambda;

    @BeforeAll
    static void start() {
        account = new LocalAccount(
                LocalSettings.REGION, LocalSettings.ACCOUNT_ID, "http://127.0.0.1:" + DeclaredQueues.choosePort(0));
        Path template = AppFixtures.functionsTemplate(folder);
        AppPlan plan = AppPlan.of(
                TemplateReader.read(template, account),
                List.of(),
                List.of(StateMachineOption.parse(
                        "clicks=" + folder.resolve("asset.functions") + "#" + Shouter.class.getName())));
        stack = AppStack.start(plan, account, LocalSettings.Ports.EPHEMERAL, Optional.empty(), QUIET);
        lambda = stack.clients().lambda();
    }

    @AfterAll
    static void stop() {
        lambda.close();
        stack.close();
    }

    @Test
    void aPlainFunctionAnswersInvokeWithItsResponseAndItsOwnMemorySize() {
        InvokeResponse response =
                lambda.invoke(b -> b.functionName("shouter").payload(SdkBytes.fromUtf8String("\"hi\"")));

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.functionError()).isNull();
        assertThat(response.payload().asUtf8String()).isEqualTo("\"HI@512\"");
        assertThat(response.executedVersion()).isEqualTo("$LATEST");
    }

    @Test
    void anAsynchronousInvokeOfAPlainFunctionIsAccepted() {
        InvokeResponse response = lambda.invoke(b -> b.functionName("shouter")
                .invocationType(InvocationType.EVENT)
                .payload(SdkBytes.fromUtf8String("\"later\"")));

        assertThat(response.statusCode()).isEqualTo(202);
    }

    @Test
    void aPlainFunctionsExceptionIsLambdasUnhandledErrorDocument() throws IOException {
        InvokeResponse response =
                lambda.invoke(b -> b.functionName("thrower").payload(SdkBytes.fromUtf8String("{\"order\":\"A-1\"}")));

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.functionError()).isEqualTo("Unhandled");
        JsonNode error = JSON.readTree(response.payload().asUtf8String());
        assertThat(error.get("errorType").asText()).isEqualTo("java.lang.IllegalStateException");
        assertThat(error.get("errorMessage").asText()).isEqualTo("no such order A-1");
        assertThat(error.get("stackTrace")).isNotEmpty();
    }

    @Test
    void anInvocationPastTheFunctionsTimeoutFailsWithLambdasTimeoutError() throws IOException {
        InvokeResponse response = lambda.invoke(b -> b.functionName("stuck"));

        assertThat(response.functionError()).isEqualTo("Unhandled");
        JsonNode error = JSON.readTree(response.payload().asUtf8String());
        assertThat(error.get("errorType").asText()).isEqualTo("Sandbox.Timedout");
        assertThat(error.get("errorMessage").asText())
                .matches("RequestId: [0-9a-f-]{36} Error: Task timed out after 1\\.00 seconds");
    }

    @Test
    void anExpressStateMachineFromTheTemplateIsExpress_aNameDoesNotDeduplicate() {
        try (SfnClient sfn = stack.clients().stepFunctions()) {
            String machine = account.stateMachineArn("clicks");
            assertThat(sfn.describeStateMachine(b -> b.stateMachineArn(machine)).type())
                    .isEqualTo(StateMachineType.EXPRESS);
            String first = sfn.startExecution(
                            b -> b.stateMachineArn(machine).name("same").input("\"a\""))
                    .executionArn();
            String second = sfn.startExecution(
                            b -> b.stateMachineArn(machine).name("same").input("\"a\""))
                    .executionArn();
            assertThat(first).contains(":express:clicks:same:").isNotEqualTo(second);
        }
    }

    @Test
    void aDurableFunctionsTimedOutInvocationsAreRetriedUntilItsExecutionTimeout() {
        String arn = lambda.invoke(b -> b.functionName("stuck-durable")
                        .qualifier("$LATEST")
                        .invocationType(InvocationType.EVENT)
                        .durableExecutionName("stuck-1"))
                .durableExecutionArn();

        var closed = Poll.until(
                () -> lambda.getDurableExecution(b -> b.durableExecutionArn(arn)),
                e -> e.status() != ExecutionStatus.RUNNING,
                Duration.ofSeconds(60));
        assertThat(closed.status()).isEqualTo(ExecutionStatus.TIMED_OUT);
        assertThat(closed.endTimestamp())
                .isBetween(
                        closed.startTimestamp().plusSeconds(5),
                        closed.startTimestamp().plusSeconds(30));
        List<Event> invocations = lambda
                .getDurableExecutionHistory(b -> b.durableExecutionArn(arn).includeExecutionData(true))
                .events()
                .stream()
                .filter(e -> e.eventType() == EventType.INVOCATION_COMPLETED)
                .toList();
        assertThat(invocations)
                .hasSizeGreaterThanOrEqualTo(2)
                .allSatisfy(e -> assertThat(
                                e.invocationCompletedDetails().error().payload().errorMessage())
                        .contains("Task timed out after 1.00 seconds"));
    }
}

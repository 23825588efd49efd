package io.durabledispatch.emulators.lambda;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import io.durabledispatch.emulators.testing.Poll;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.lambda.model.CallbackTimeoutException;
import software.amazon.awssdk.services.lambda.model.DurableExecutionAlreadyStartedException;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.GetDurableExecutionResponse;
import software.amazon.awssdk.services.lambda.model.OperationStatus;
import software.amazon.awssdk.services.lambda.model.OperationType;

/**
 * Each function's DurableConfig governs its executions, through the real LambdaClient. Lambda API Reference,
 * "DurableConfig" (https://docs.aws.amazon.com/lambda/latest/api/API_DurableConfig.html): ExecutionTimeout applies
 * to the whole execution, RetentionPeriodInDays to how long a closed one is kept. Lambda Developer Guide, "Retries
 * for Lambda durable functions": failed invocations are retried by the backend. The backoff is not documented;
 * locally it is 1 s, 2 s, 4 s … (at most 5 minutes), with no limit on attempts before the timeout.
 */
class DurableConfigTest {
    private final LambdaFixture fixture = new LambdaFixture();
    private final List<Instant> attempts = new CopyOnWriteArrayList<>();

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void failingInvocations_areRetriedWithBackoff_untilTheExecutionTimesOut() {
        RequestStreamHandler crashing = (in, out, context) -> {
            attempts.add(fixture.clock.instant());
            throw new IllegalStateException("crash");
        };
        fixture.emulator.registerFunction(
                "crashing", LambdaFixture.ALIAS, crashing, DurableFunctionConfig.of(Duration.ofSeconds(60), 1));
        Instant start = fixture.clock.instant();
        String arn = fixture.invoke("crashing", "crash-1", "{}").durableExecutionArn();

        for (int seconds : new int[] {1, 2, 4, 8, 16}) {
            int made = Poll.until(attempts::size, n -> n > 0);
            Instant retryAt = attempts.get(made - 1).plusSeconds(seconds);
            Poll.until(fixture.emulator::nextWakeUp, next -> next.equals(java.util.Optional.of(retryAt)));
            fixture.clock.advance(Duration.ofSeconds(seconds));
            Poll.until(attempts::size, n -> n == made + 1);
        }
        Poll.until(fixture.emulator::nextWakeUp, next -> next.equals(java.util.Optional.of(start.plusSeconds(60))));
        assertThat(fixture.emulator.execution(arn).status()).isEqualTo(ExecutionStatus.RUNNING);
        fixture.clock.advance(Duration.ofSeconds(29)); // start + 60 s: the ExecutionTimeout

        GetDurableExecutionResponse timedOut = fixture.awaitStatus(arn, ExecutionStatus.TIMED_OUT);
        assertThat(attempts)
                .containsExactly(
                        start,
                        start.plusSeconds(1),
                        start.plusSeconds(3),
                        start.plusSeconds(7),
                        start.plusSeconds(15),
                        start.plusSeconds(31));
        assertThat(timedOut.endTimestamp()).isEqualTo(start.plusSeconds(60));
        assertThat(timedOut.error().errorType()).isEqualTo("Execution.TimedOut");
    }

    @Test
    void anExecutionWaitingForACallback_timesOutAtItsExecutionTimeout() throws Exception {
        ApprovalWorkflow approval = new ApprovalWorkflow(fixture.emulator.runtime());
        fixture.emulator.registerFunction(
                "short-approval", LambdaFixture.ALIAS, approval, DurableFunctionConfig.of(Duration.ofSeconds(60), 1));
        String arn = fixture.invoke("short-approval", "approval-1", "{\"orderId\":\"1\",\"amount\":1}")
                .durableExecutionArn();
        awaitOperation(arn, OperationType.WAIT);
        fixture.clock.advance(ApprovalWorkflow.COOL_DOWN.plusSeconds(1));
        String callbackId = approval.callbackIds.take();
        awaitOperation(arn, OperationType.CALLBACK);

        fixture.clock.advance(Duration.ofSeconds(30));

        assertThat(fixture.awaitStatus(arn, ExecutionStatus.TIMED_OUT).endTimestamp())
                .isEqualTo(fixture.clock.instant().minusSeconds(1));
        assertThatThrownBy(() -> fixture.lambda.sendDurableExecutionCallbackSuccess(
                        b -> b.callbackId(callbackId).result(SdkBytes.fromUtf8String("\"late\""))))
                .isInstanceOf(CallbackTimeoutException.class);
    }

    @Test
    void namesAreRemembered_forTheirFunctionsRetentionPeriod() {
        fixture.emulator.registerFunction(
                "short-memory",
                LambdaFixture.ALIAS,
                new EchoWorkflow(fixture.emulator.runtime()),
                DurableFunctionConfig.of(Duration.ofHours(1), 2));
        fixture.emulator.registerFunction(
                "long-memory",
                LambdaFixture.ALIAS,
                new EchoWorkflow(fixture.emulator.runtime()),
                DurableFunctionConfig.of(Duration.ofHours(1), 5));
        fixture.awaitStatus(
                fixture.invoke("short-memory", "key-1", "{\"id\":\"1\"}").durableExecutionArn(),
                ExecutionStatus.SUCCEEDED);
        fixture.awaitStatus(
                fixture.invoke("long-memory", "key-1", "{\"id\":\"1\"}").durableExecutionArn(),
                ExecutionStatus.SUCCEEDED);

        fixture.clock.advance(Duration.ofDays(3));

        assertThat(fixture.invoke("short-memory", "key-1", "{\"id\":\"2\"}").statusCode())
                .isEqualTo(202);
        assertThatThrownBy(() -> fixture.invoke("long-memory", "key-1", "{\"id\":\"2\"}"))
                .isInstanceOf(DurableExecutionAlreadyStartedException.class);
    }

    @Test
    void durableConfig_takesTheDocumentedRanges() {
        assertThatThrownBy(() -> DurableFunctionConfig.of(Duration.ofSeconds(31_622_401), 1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> DurableFunctionConfig.of(Duration.ZERO, 1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> DurableFunctionConfig.of(Duration.ofHours(1), 91))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> DurableFunctionConfig.of(Duration.ofHours(1), 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(DurableFunctionConfig.of(Duration.ofSeconds(31_622_400), 90).retention())
                .isEqualTo(Duration.ofDays(90));
    }

    private void awaitOperation(String arn, OperationType type) {
        Poll.until(
                () -> fixture.emulator.operations(arn).stream()
                        .anyMatch(op -> op.type() == type && op.status() == OperationStatus.STARTED),
                Boolean::booleanValue);
    }
}

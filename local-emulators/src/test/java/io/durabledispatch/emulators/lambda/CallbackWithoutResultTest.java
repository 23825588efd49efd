package io.durabledispatch.emulators.lambda;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.runtime.CallbackOptions;
import io.durabledispatch.runtime.DurableContext;
import io.durabledispatch.runtime.DurableHandler;
import io.durabledispatch.runtime.DurableRuntime;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.lambda.model.Event;
import software.amazon.awssdk.services.lambda.model.EventResult;
import software.amazon.awssdk.services.lambda.model.EventType;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.GetDurableExecutionResponse;

/**
 * SendDurableExecutionCallbackSuccess with an empty body (Lambda API Reference: Result may be 0 bytes) completes
 * the callback with no result: the execution succeeds, and the history's CallbackSucceeded has no Payload.
 */
class CallbackWithoutResultTest {
    private final LambdaFixture fixture = new LambdaFixture();
    private final BlockingQueue<String> callbackIds = new LinkedBlockingQueue<>();

    /** Returns what the callback was completed with. */
    private final class Awaiting extends DurableHandler<String, String> {
        Awaiting(DurableRuntime runtime) {
            super(String.class, runtime);
        }

        @Override
        protected String handle(String input, DurableContext context) {
            return context.waitForCallback(
                    "answer",
                    String.class,
                    (callbackId, step) -> callbackIds.add(callbackId),
                    CallbackOptions.timeout(Duration.ofHours(1)));
        }
    }

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void anEmptyBodiedSuccess_endsTheExecutionSucceeded_withNoResult() throws Exception {
        fixture.emulator.registerFunction("awaiting", LambdaFixture.ALIAS, new Awaiting(fixture.emulator.runtime()));
        String arn = fixture.invoke("awaiting", "await-1", "\"x\"").durableExecutionArn();

        String callbackId = take();
        fixture.lambda.sendDurableExecutionCallbackSuccess(
                b -> b.callbackId(callbackId).result(SdkBytes.fromByteArray(new byte[0])));
        GetDurableExecutionResponse execution = fixture.awaitStatus(arn, ExecutionStatus.SUCCEEDED);

        assertThat(execution.result()).isNull();
        Event succeeded = LambdaHistory.read(fixture.lambda, arn, true).stream()
                .filter(e -> e.eventType() == EventType.CALLBACK_SUCCEEDED)
                .findFirst()
                .orElseThrow();
        assertThat(succeeded.callbackSucceededDetails().result())
                .isEqualTo(EventResult.builder().truncated(false).build());
    }

    private String take() throws InterruptedException {
        String id = callbackIds.poll(60, TimeUnit.SECONDS);
        assertThat(id).as("the callback id handed out").isNotNull();
        return id;
    }
}

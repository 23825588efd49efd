package io.durabledispatch.localstack.app;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.amazonaws.services.lambda.runtime.events.SQSEvent;
import io.durabledispatch.emulators.lambda.FunctionTimedOut;
import io.durabledispatch.emulators.lambda.LocalLambdaContext;
import io.durabledispatch.localstack.function.FunctionLoader;
import io.durabledispatch.localstack.function.HostedFunction;
import io.durabledispatch.localstack.template.FunctionSpec;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Behind an SQS mapping, an invocation past the function's timeout fails the batch with Lambda's timeout. */
class SqsInvokerTest {
    @TempDir
    Path folder;

    @Test
    void anInvocationPastTheTimeoutFailsTheWholeBatch() {
        AppFixtures.functionsTemplate(folder);
        Path asset = folder.resolve("asset.functions");
        HostedFunction stuck = FunctionLoader.check(new FunctionSpec(
                        "Stuck",
                        folder.resolve("functions.template.json"),
                        "stuck",
                        Stuck.class.getName(),
                        asset,
                        Map.of(),
                        Duration.ofSeconds(1),
                        128,
                        Optional.empty(),
                        Set.of()))
                .start(Map.of());
        SQSEvent event = new SQSEvent();
        SQSEvent.SQSMessage message = new SQSEvent.SQSMessage();
        message.setMessageId("m-1");
        message.setBody("late");
        event.setRecords(List.of(message));

        SqsInvoker invoker = new SqsInvoker(stuck, Duration.ofSeconds(1), true);
        assertThatThrownBy(() -> invoker.handleRequest(
                        event,
                        LocalLambdaContext.invocation(
                                "stuck", "$LATEST", "arn", Duration.ofSeconds(1), LocalLambdaContext.STDOUT)))
                .hasCauseInstanceOf(FunctionTimedOut.class)
                .hasMessageContaining("Task timed out after 1.00 seconds");
    }
}

package io.durabledispatch.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.emulators.http.EmulatorSettings;
import io.durabledispatch.emulators.lambda.LambdaEmulator;
import io.durabledispatch.emulators.testing.Poll;
import io.durabledispatch.ops.inspect.ExecutionHistory;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.model.Event;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.InvocationType;

/** `durable-dispatch history ARN` reads GetDurableExecutionHistory from the Lambda endpoint it is pointed at. */
class HistoryCommandTest {
    private LambdaEmulator emulator;
    private LambdaClient lambda;

    @BeforeEach
    void start() {
        emulator = new LambdaEmulator(EmulatorSettings.defaults());
        emulator.registerFunction("greeter", "live", new GreeterWorkflow(emulator.runtime()));
        emulator.start();
        lambda = io.durabledispatch.emulators.testing.AwsClients.lambda(emulator.endpoint());
    }

    @AfterEach
    void stop() {
        lambda.close();
        emulator.close();
    }

    @Test
    void history_printsOneLinePerEvent_oldestFirst() {
        String arn = lambda.invoke(b -> b.functionName("greeter")
                        .qualifier("live")
                        .invocationType(InvocationType.EVENT)
                        .durableExecutionName("hello-1")
                        .payload(SdkBytes.fromUtf8String("{}")))
                .durableExecutionArn();
        Poll.until(() -> emulator.execution(arn).status(), status -> status == ExecutionStatus.SUCCEEDED);
        StringWriter out = new StringWriter();

        int exit = new CommandLine(new DurableDispatchCommand())
                .setOut(new PrintWriter(out))
                .execute(
                        "history", arn, "--lambda-endpoint", emulator.endpoint().toString());

        List<String> lines = out.toString().lines().toList();
        assertThat(exit).isZero();
        assertThat(lines.get(0)).startsWith("ID").contains("EVENT");
        assertThat(lines.get(1)).startsWith("1 ").contains("ExecutionStarted");
        assertThat(lines)
                .anySatisfy(line -> assertThat(line).contains("StepSucceeded").contains("greet"));
        assertThat(lines.get(lines.size() - 1)).contains("ExecutionSucceeded").contains("\"hello\"");
    }

    /** The console's timeline and this command read the history page by page (NextMarker), losing nothing. */
    @Test
    void history_readInPagesOfOne_isTheWholeHistory_inIncreasingEventIds() {
        String arn = lambda.invoke(b -> b.functionName("greeter")
                        .qualifier("live")
                        .invocationType(InvocationType.EVENT)
                        .durableExecutionName("hello-2")
                        .payload(SdkBytes.fromUtf8String("{}")))
                .durableExecutionArn();
        Poll.until(() -> emulator.execution(arn).status(), status -> status == ExecutionStatus.SUCCEEDED);

        List<Event> whole = ExecutionHistory.read(lambda, arn, true);
        List<Event> paged = ExecutionHistory.read(lambda, arn, true, 1);

        assertThat(whole.size()).isGreaterThan(2);
        assertThat(paged).isEqualTo(whole);
        assertThat(paged).extracting(Event::eventId).isSorted().doesNotHaveDuplicates();
    }
}

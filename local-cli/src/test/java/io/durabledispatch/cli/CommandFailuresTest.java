package io.durabledispatch.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.emulators.http.EmulatorSettings;
import io.durabledispatch.emulators.lambda.LambdaEmulator;
import io.durabledispatch.emulators.sqs.EmbeddedSqs;
import io.durabledispatch.emulators.sqs.QueueSettings;
import io.durabledispatch.localstack.LocalSettings;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every failure a user meets while learning the CLI ends in one line that says what is missing and what to do,
 * exit 1 (a usage error: exit 2), and no stack trace unless {@code --debug} asks for it.
 */
class CommandFailuresTest {
    private static final String ORDER =
            "{\"type\":\"order.placed\",\"tenant_id\":\"acme\",\"order_no\":\"A-1\",\"amount\":{\"value\":1}}";

    private static EmbeddedSqs sqs;
    private static LambdaEmulator lambda;
    private static String closedEndpoint;

    @TempDir
    Path dir;

    @BeforeAll
    static void start() throws Exception {
        sqs = EmbeddedSqs.start(QueueSettings.defaults(), LocalSettings.REGION, 0, Optional.empty());
        lambda = new LambdaEmulator(EmulatorSettings.defaults()).start();
        try (ServerSocket socket = new ServerSocket(0)) {
            closedEndpoint = "http://127.0.0.1:" + socket.getLocalPort();
        }
    }

    @AfterAll
    static void stop() {
        if (lambda != null) lambda.close();
        if (sqs != null) sqs.close();
    }

    @Test
    void aStackThatIsNotRunning_isNamedWithTheCommandThatStartsIt() {
        Result executions = run("executions", "--endpoint", closedEndpoint);
        Result parked = run("parked", "--endpoint", closedEndpoint);

        assertOneLine(executions, 1).contains("nothing answers").contains("./durable-dispatch up");
        assertOneLine(parked, 1).contains("nothing answers");
    }

    @Test
    void aQueueThatDoesNotExist_asksForTheQueueOfTheRunningStack() throws Exception {
        Path event = Files.writeString(dir.resolve("order.json"), ORDER);

        Result send = run(
                "send",
                "--sqs-endpoint",
                sqs.endpoint().toString(),
                "--queue-url",
                sqs.endpoint() + "/000000000000/no-such-queue",
                event.toString());

        assertOneLine(send, 1).contains("the queue does not exist").contains("--queue-url");
    }

    @Test
    void aFunctionTheStackDoesNotHost_pointsAtTheRoutes() {
        Result executions = run(
                "executions",
                "--lambda-endpoint",
                lambda.endpoint().toString(),
                "--route",
                "order-placed",
                "--tenant",
                "acme");

        assertOneLine(executions, 1).contains("order-workflow").contains("--routes");
    }

    @Test
    void aMissingOrBadFile_isNamed() throws Exception {
        Path badRoutes = Files.writeString(dir.resolve("routes.json"), "{\"routes\": [");

        Result missingEvent = run("name", dir.resolve("absent.json").toString());
        Result missingRoutes =
                run("name", "--routes", dir.resolve("absent-routes.json").toString(), "{}");
        Result brokenRoutes = run("name", "--routes", badRoutes.toString(), "{}");

        assertThat(missingEvent.err() + missingRoutes.err() + brokenRoutes.err())
                .doesNotContain("\tat ");
        assertThat(missingEvent.err()).contains("absent.json");
        assertThat(missingRoutes.err()).contains("absent-routes.json");
        assertThat(brokenRoutes.err()).contains("routes.json").contains("not valid JSON (line 1, column");
        assertThat(missingEvent.code()).isNotZero();
    }

    @Test
    void anUnknownRouteOrOption_isAUsageError() {
        assertOneLineAtLeast(run("executions", "--route", "no-such-route"), 2).contains("no-such-route");
        assertOneLineAtLeast(run("executions", "--no-such-option"), 2).contains("--no-such-option");
    }

    @Test
    void serviceLogs_takesOnlyTheLevelsOfTheLoggingBinding() {
        String before = System.getProperty(DurableDispatchCommand.ServiceLogLevel.PROPERTY);
        try {
            Result info = run("name", "--service-logs", "info", "--help");
            Result bad = run("name", "--service-logs", "loud", "--help");

            assertThat(info.code()).isZero();
            assertThat(System.getProperty(DurableDispatchCommand.ServiceLogLevel.PROPERTY))
                    .isEqualTo("info");
            assertOneLineAtLeast(bad, 2).contains("--service-logs").contains("loud");
        } finally {
            if (before == null) System.clearProperty(DurableDispatchCommand.ServiceLogLevel.PROPERTY);
            else System.setProperty(DurableDispatchCommand.ServiceLogLevel.PROPERTY, before);
        }
    }

    @Test
    void debug_addsTheStackTrace() {
        Result traced = run("executions", "--endpoint", closedEndpoint, "--debug");

        assertThat(traced.code()).isEqualTo(1);
        assertThat(traced.err()).contains("\tat ").contains("error: nothing answers");
    }

    private static org.assertj.core.api.AbstractStringAssert<?> assertOneLine(Result result, int code) {
        assertThat(result.code()).as(result.err()).isEqualTo(code);
        assertThat(result.err()).as("no stack trace").doesNotContain("\tat ").doesNotContain("Exception:");
        assertThat(result.err().strip().lines()).as(result.err()).hasSize(1);
        return assertThat(result.err()).startsWith("error: ");
    }

    /** Usage errors print picocli's message, then the usage: the message's line comes first. */
    private static org.assertj.core.api.AbstractStringAssert<?> assertOneLineAtLeast(Result result, int code) {
        assertThat(result.code()).as(result.err()).isEqualTo(code);
        assertThat(result.err()).as("no stack trace").doesNotContain("\tat ");
        return assertThat(result.err().lines().findFirst().orElse(""));
    }

    private static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        var cli = Main.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int code = cli.execute(args);
        return new Result(code, out.toString(), err.toString());
    }

    private record Result(int code, String out, String err) {}
}

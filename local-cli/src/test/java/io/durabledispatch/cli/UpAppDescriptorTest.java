package io.durabledispatch.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.durabledispatch.emulators.aws.Deadline;
import io.durabledispatch.localstack.running.StackDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code up --template} of an app with a construct-like dispatcher (its routes an {@code Fn::Join} over a
 * {@code Ref}, no route file anywhere), then every other command with no flags at all: they read the descriptor
 * {@code up} published.
 */
class UpAppDescriptorTest {
    private static final String INVOICE =
            "{\"type\":\"invoice.issued\",\"tenant_id\":\" Acme \",\"invoice_no\":\"%s\"}";
    private static final Duration WORK = Duration.ofSeconds(60);

    @TempDir
    Path folder;

    @Test
    void everyCommandDefaultsToTheAppThatUpRuns() throws Exception {
        Path template = TestApp.template(folder);
        try (UpInBackground up = UpInBackground.start(
                "up",
                "--template",
                template.toString(),
                "--sqs-port",
                "0",
                "--lambda-port",
                "0",
                "--sfn-port",
                "0",
                "--console-port",
                "0",
                "--api-port",
                "0")) {
            StackDescriptor stack = up.descriptor();
            String events = stack.endpoints().sqs() + "/000000000000/Events";
            String parked = stack.endpoints().sqs() + "/000000000000/Parked";
            assertThat(stack.dispatcher().orElseThrow().mainQueue()).contains(events);
            assertThat(stack.queues())
                    .extracting(StackDescriptor.Queue::name, StackDescriptor.Queue::roles)
                    .containsExactlyInAnyOrder(
                            tuple("Events", List.of("main")),
                            tuple("EventsDlq", List.of("dead-letter")),
                            tuple("Parked", List.of("parking")));
            assertThat(stack.functions())
                    .extracting(StackDescriptor.Function::name, StackDescriptor.Function::durable)
                    .containsExactlyInAnyOrder(tuple("Invoices", true), tuple("Dispatcher", false));
            assertThat(stack.endpoints().console()).isPresent();

            Path input = Files.writeString(
                    folder.resolve("events.ndjson"),
                    String.format(INVOICE, "I-1") + "\n{\"type\":\"newsletter.signup\"}\n");
            assertThat(run("send", input.toString()).out()).contains("sent 2 message(s) to " + events);
            Path one = Files.writeString(folder.resolve("one.json"), String.format(INVOICE, "I-1"));
            assertThat(run("name", one.toString()).out()).contains("route           invoice-issued");

            String found = awaitOut(
                    List.of("executions", "--route", "invoice-issued", "--tenant", "acme", "--key", "I-1"),
                    "status   SUCCEEDED");
            assertThat(found).contains("workflow Invoices");
            assertThat(run("history", arnIn(found)).code()).isZero();

            assertThat(await("parked")).contains("INVALID").contains("1 parked message(s) shown");
            // Browsing hid the parked message for a few seconds: redrive moves it once it is visible again.
            awaitOut(List.of("redrive", "--from", "parked"), "moved 1 message(s) from " + parked + " to " + events);
            await("parked"); // the unrouted event is parked again

            var rerun = run("rerun", "--route", "invoice-issued", "--tenant", "acme", "--key", "I-1", "--force");
            assertThat(rerun.code()).as(rerun.out()).isZero();
            assertThat(rerun.out()).contains("sent generation 2");
            assertThat(awaitOut(List.of("executions", "--tenant", "acme"), "2 shown of 2"))
                    .contains("SUCCEEDED");

            assertThat(up.stop()).isZero();
        }
        assertThat(UpInBackground.directory().running()).isEmpty(); // its descriptor went with it
    }

    private static UpInBackground.Result run(String... args) {
        return UpInBackground.run(args);
    }

    /** What the command prints once it has found something (exit 0 and, for parked, one message). */
    private static String await(String... args) {
        return awaitOut(List.of(args), args[0].equals("parked") ? "1 parked message(s) shown" : "");
    }

    private static String awaitOut(List<String> args, String expected) {
        String[] last = {""};
        Deadline.within(WORK).await(String.join(" ", args) + " to show " + expected, () -> {
            var result = run(args.toArray(String[]::new));
            last[0] = result.out();
            return result.code() == 0 && result.out().contains(expected);
        });
        return last[0];
    }

    private static String arnIn(String executionsOutput) {
        Matcher arn = Pattern.compile("arn\\s+(\\S+)").matcher(executionsOutput);
        assertThat(arn.find()).as(executionsOutput).isTrue();
        return arn.group(1);
    }
}

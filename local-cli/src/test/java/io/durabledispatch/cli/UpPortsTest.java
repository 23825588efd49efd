package io.durabledispatch.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.emulators.aws.Deadline;
import io.durabledispatch.emulators.sqs.DeclaredQueues;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every port of {@code up} is an option, checked before anything starts; two stacks run side by side. */
class UpPortsTest {
    private static final String INVOICE = "{\"type\":\"invoice.issued\",\"tenant_id\":\"acme\",\"invoice_no\":\"%s\"}";

    @TempDir
    Path folder;

    @Test
    void aBusyPort_isOneLineNamingThePortAndItsOption_andNothingStarts() throws Exception {
        Path template = TestApp.template(folder);
        int sqsPort = DeclaredQueues.choosePort(0);
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            int busy = taken.getLocalPort();
            ByteArrayOutputStream errors = new ByteArrayOutputStream();
            PrintStream original = System.err;
            int exit;
            try {
                System.setErr(new PrintStream(errors, true, StandardCharsets.UTF_8));
                exit = Main.commandLine()
                        .execute(
                                "up",
                                "--template",
                                template.toString(),
                                "--sqs-port",
                                String.valueOf(sqsPort),
                                "--lambda-port",
                                "0",
                                "--sfn-port",
                                "0",
                                "--console-port",
                                String.valueOf(busy));
            } finally {
                System.setErr(original);
            }

            assertThat(exit).isEqualTo(2);
            assertThat(errors.toString(StandardCharsets.UTF_8).lines())
                    .singleElement()
                    .asString()
                    .startsWith("error: port " + busy + " (--console-port) is already in use")
                    .contains("choose another with --console-port");
        }
        try (ServerSocket stillFree = new ServerSocket(sqsPort, 1, InetAddress.getLoopbackAddress())) {
            assertThat(stillFree.getLocalPort()).isEqualTo(sqsPort); // SQS never bound: nothing was started
        }
        assertThat(UpInBackground.directory().running()).isEmpty();
    }

    @Test
    void twoStacksOnDifferentPorts_runSideBySide_andEachCommandNamesItsStack() throws Exception {
        Path first = TestApp.template(Files.createDirectories(folder.resolve("first")));
        Path second = TestApp.template(Files.createDirectories(folder.resolve("second")));
        try (UpInBackground one = up(first);
                UpInBackground two = up(second)) {
            String oneId = one.descriptor().id();
            String twoId = two.descriptor().id();
            assertThat(one.descriptor().endpoints())
                    .isNotEqualTo(two.descriptor().endpoints());

            var unchosen = UpInBackground.run("parked");
            assertThat(unchosen.code()).isEqualTo(2);
            assertThat(unchosen.out()).contains("2 local stacks are running").contains("--stack");

            Path a = Files.writeString(folder.resolve("a.json"), String.format(INVOICE, "A-1"));
            Path b = Files.writeString(folder.resolve("b.json"), String.format(INVOICE, "B-1"));
            assertThat(UpInBackground.run("send", "--stack", oneId, a.toString())
                            .code())
                    .isZero();
            assertThat(UpInBackground.run("send", "--stack", twoId, b.toString())
                            .code())
                    .isZero();

            awaitFound(oneId, "A-1");
            awaitFound(twoId, "B-1");
            assertThat(find(oneId, "B-1").code()).isEqualTo(3); // each stack ran only its own request
            assertThat(find(twoId, "A-1").code()).isEqualTo(3);
            assertThat(status(one.descriptor().endpoints().console().orElseThrow()))
                    .isEqualTo(200);
            assertThat(status(two.descriptor().endpoints().console().orElseThrow()))
                    .isEqualTo(200);
        }
    }

    private static UpInBackground up(Path template) {
        return UpInBackground.start(
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
                "0");
    }

    private static UpInBackground.Result find(String stack, String invoice) {
        return UpInBackground.run(
                "executions", "--stack", stack, "--route", "invoice-issued", "--tenant", "acme", "--key", invoice);
    }

    private static void awaitFound(String stack, String invoice) {
        Deadline.within(Duration.ofSeconds(60))
                .await(invoice + " on " + stack, () -> find(stack, invoice).code() == 0);
    }

    private static int status(URI console) throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        return http.send(HttpRequest.newBuilder(console).build(), HttpResponse.BodyHandlers.discarding())
                .statusCode();
    }
}

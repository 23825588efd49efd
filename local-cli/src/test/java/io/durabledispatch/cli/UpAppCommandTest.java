package io.durabledispatch.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.emulators.sqs.DeclaredQueues;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class UpAppCommandTest {
    @TempDir
    Path folder;

    @Test
    void aHandlerThatIsNotInItsAssetExitsWithTwoNamingTheResourceAndStartsNothing() throws IOException {
        Path asset = Files.createDirectories(folder.resolve("asset.fn"));
        Path template = Files.writeString(folder.resolve("bad.template.json"), """
                {"Resources": {"Worker": {"Type": "AWS::Lambda::Function",
                  "Metadata": {"aws:asset:path": "asset.fn"},
                  "Properties": {"Runtime": "java21", "Handler": "com.example.Missing::handleRequest",
                                 "Code": {"S3Bucket": "b", "S3Key": "k"}}}}}
                """);
        int sqsPort = DeclaredQueues.choosePort(0);

        var errors = new java.io.ByteArrayOutputStream();
        PrintStream original = System.err;
        int exit;
        try {
            System.setErr(new PrintStream(errors, true, StandardCharsets.UTF_8));
            exit = new CommandLine(new DurableDispatchCommand())
                    .execute(
                            "up",
                            "--template",
                            template.toString(),
                            "--sqs-port",
                            String.valueOf(sqsPort),
                            "--lambda-port",
                            "0",
                            "--sfn-port",
                            "0");
        } finally {
            System.setErr(original);
        }

        assertThat(exit).isEqualTo(2);
        assertThat(errors.toString(StandardCharsets.UTF_8))
                .contains(template + ": Worker: handler class com.example.Missing is not in " + asset);
        try (ServerSocket stillFree = new ServerSocket(sqsPort, 1, InetAddress.getLoopbackAddress())) {
            assertThat(stillFree.getLocalPort()).isEqualTo(sqsPort); // SQS never bound: nothing was started
        }
    }

    @Test
    void aMalformedFunctionOptionExitsWithTwo() {
        int exit = new CommandLine(new DurableDispatchCommand()).execute("up", "--function", "no-class-here");
        assertThat(exit).isEqualTo(2);
    }
}

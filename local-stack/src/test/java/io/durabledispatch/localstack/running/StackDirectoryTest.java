package io.durabledispatch.localstack.running;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StackDirectoryTest {
    @TempDir
    Path folder;

    @Test
    void aPublishedDescriptor_isReadBackWhole_untilItIsClosed() {
        StackDirectory directory = new StackDirectory(folder.resolve("stacks"));
        StackDescriptor descriptor = descriptor(ProcessHandle.current().pid(), 9324);

        try (var published = directory.publish(descriptor)) {
            assertThat(published.file()).hasFileName(descriptor.id() + ".json");
            assertThat(directory.running()).containsExactly(descriptor);
        }

        assertThat(directory.running()).isEmpty();
    }

    @Test
    void theDescriptorOfAProcessThatIsGone_andAFileThatIsNotADescriptor_areIgnored()
            throws IOException, InterruptedException {
        StackDirectory directory = new StackDirectory(folder);
        Process ended = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-version")
                .redirectErrorStream(true)
                .start();
        ended.getInputStream().readAllBytes();
        ended.waitFor();
        directory.publish(descriptor(ended.pid(), 9400));
        Files.writeString(folder.resolve("notes.json"), "{\"version\":1}");
        StackDescriptor live = descriptor(ProcessHandle.current().pid(), 9500);
        directory.publish(live);

        assertThat(directory.running()).containsExactly(live);
    }

    @Test
    void theVariableChoosesTheDirectory_elseItIsUnderTheHomeDirectory() {
        assertThat(StackDirectory.of(Map.of(StackDirectory.VARIABLE, "/tmp/x"), "/home/u")
                        .path())
                .isEqualTo(Path.of("/tmp/x"));
        assertThat(StackDirectory.of(Map.of(), "/home/u").path())
                .isEqualTo(Path.of("/home/u/.durable-dispatch/stacks"));
    }

    private static StackDescriptor descriptor(long pid, int sqsPort) {
        String sqs = "http://127.0.0.1:" + sqsPort;
        return new StackDescriptor(
                StackDescriptor.idOf(pid, sqsPort),
                pid,
                new StackDescriptor.Endpoints(
                        URI.create(sqs),
                        URI.create("http://127.0.0.1:1"),
                        URI.create("http://127.0.0.1:2"),
                        Optional.of(URI.create("http://127.0.0.1:3/")),
                        Optional.empty(),
                        Optional.of(URI.create("http://127.0.0.1:5"))),
                List.of(new StackDescriptor.Dispatcher(
                        "app-dispatcher",
                        "{\"version\":1,\"routes\":[]}",
                        Optional.of(sqs + "/000000000000/inbox"),
                        Optional.of(sqs + "/000000000000/parked"),
                        Optional.empty())),
                List.of(new StackDescriptor.Queue("inbox", sqs + "/000000000000/inbox", false, List.of("main"))),
                List.of(new StackDescriptor.Function("orders", true, List.of("live"))),
                List.of(new StackDescriptor.StateMachine(
                        "audit", "arn:aws:states:us-east-1:000000000000:stateMachine:audit", "STANDARD")),
                List.of(new StackDescriptor.HttpApi("Front", "front", "http://127.0.0.1:4/")));
    }
}

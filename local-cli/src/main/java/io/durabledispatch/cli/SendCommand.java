package io.durabledispatch.cli;

import io.durabledispatch.ops.inspect.QueueMessages;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Enqueues business events on the main queue. */
@Command(
        name = "send",
        mixinStandardHelpOptions = true,
        description = "Enqueue events from a JSON/NDJSON file or stdin.")
final class SendCommand implements Callable<Integer> {
    @Mixin
    TargetOptions target;

    @Parameters(
            arity = "0..1",
            paramLabel = "FILE",
            description = "JSON array, JSON object or NDJSON; '-' or none: stdin.")
    Path file;

    @Option(
            names = "--group",
            defaultValue = "cli",
            description = "MessageGroupId on a FIFO queue (default ${DEFAULT-VALUE}).")
    String group;

    @Override
    public Integer call() throws Exception {
        List<String> bodies = EventInput.read(file);
        String queue = target.mainQueue();
        try (var sqs = target.clients().sqs()) {
            QueueMessages messages = new QueueMessages(sqs);
            bodies.forEach(body -> messages.send(queue, body, group));
        }
        System.out.println("sent " + bodies.size() + " message(s) to " + queue);
        return 0;
    }
}

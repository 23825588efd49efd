package io.durabledispatch.cli;

import io.durabledispatch.ops.inspect.QueueMessages;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** Sends parked or dead-lettered messages back to the main queue (body and attributes unchanged). */
@Command(
        name = "redrive",
        mixinStandardHelpOptions = true,
        description = "Send parked or DLQ messages back to the main queue.")
final class RedriveCommand implements Callable<Integer> {
    enum Source {
        PARKED,
        DLQ
    }

    @Mixin
    TargetOptions target;

    @Option(names = "--from", required = true, description = "parked or dlq")
    Source from;

    @Option(names = "--limit", defaultValue = "1000")
    int limit;

    @Override
    public Integer call() {
        String source = from == Source.PARKED ? target.parkingQueue() : target.deadLetterQueue();
        try (var sqs = target.clients().sqs()) {
            int moved = new QueueMessages(sqs).move(source, target.mainQueue(), limit);
            System.out.println("moved " + moved + " message(s) from " + source + " to " + target.mainQueue());
        }
        return 0;
    }
}

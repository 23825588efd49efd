package io.durabledispatch.cli;

import io.durabledispatch.dispatcher.core.ParkingAttributes;
import io.durabledispatch.ops.inspect.QueueMessages;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import software.amazon.awssdk.services.sqs.model.Message;
import software.amazon.awssdk.services.sqs.model.MessageAttributeValue;

/** Lists parked messages with the dispatcher's reason for each. */
@Command(name = "parked", mixinStandardHelpOptions = true, description = "List parked messages with their reasons.")
final class ParkedCommand implements Callable<Integer> {
    @Mixin
    TargetOptions target;

    @Option(names = "--limit", defaultValue = "100")
    int limit;

    @Option(names = "--bodies", description = "Also print each message body.")
    boolean bodies;

    @Override
    public Integer call() {
        try (var sqs = target.clients().sqs()) {
            var parked = new QueueMessages(sqs).browse(target.parkingQueue(), limit);
            parked.forEach(this::print);
            System.out.println(parked.size() + " parked message(s) shown");
        }
        return 0;
    }

    private void print(Message message) {
        Map<String, MessageAttributeValue> a = message.messageAttributes();
        System.out.printf(
                "%-8s %-18s %-16s %s%n    %s%n",
                text(a, ParkingAttributes.OUTCOME),
                text(a, ParkingAttributes.REASON),
                text(a, ParkingAttributes.ROUTE),
                text(a, ParkingAttributes.EXECUTION_NAME),
                text(a, ParkingAttributes.DETAIL));
        if (bodies) System.out.println("    body: " + message.body());
    }

    private static String text(Map<String, MessageAttributeValue> attributes, String name) {
        MessageAttributeValue value = attributes.get(name);
        return value == null ? "-" : value.stringValue();
    }
}

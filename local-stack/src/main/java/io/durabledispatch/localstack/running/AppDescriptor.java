package io.durabledispatch.localstack.running;

import io.durabledispatch.emulators.sqs.QueueSpec;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.app.AppStack;
import io.durabledispatch.localstack.template.FunctionSpec;
import io.durabledispatch.localstack.template.LocalAccount;
import io.durabledispatch.localstack.template.LocalTopology;
import io.durabledispatch.settings.SettingsTable;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/**
 * The descriptor of a running {@link AppStack}. A dispatcher is a function with a {@code ROUTES} variable (the
 * template's references already resolved to local names); its main queue is the queue its event source mapping
 * reads (a standard one first: a FIFO queue needs a message group), its parking queue its {@code PARKING_QUEUE_URL},
 * its dead-letter queue the main queue's redrive target.
 */
public final class AppDescriptor {
    static final String MAIN = "main";
    static final String PARKING = "parking";
    static final String DEAD_LETTER = "dead-letter";

    private AppDescriptor() {}

    public static StackDescriptor of(AppStack stack, Optional<URI> console) {
        LocalTopology topology = stack.topology();
        var endpoints = stack.endpoints();
        List<StackDescriptor.Dispatcher> dispatchers = topology.functions().stream()
                .filter(f -> f.environment().containsKey(SettingsTable.ROUTES.variable()))
                .map(f -> dispatcher(stack, f))
                .toList();
        long pid = ProcessHandle.current().pid();
        return new StackDescriptor(
                StackDescriptor.idOf(pid, endpoints.sqs().getPort()),
                pid,
                new StackDescriptor.Endpoints(
                        endpoints.sqs(),
                        endpoints.lambda(),
                        endpoints.stepFunctions(),
                        console,
                        stack.dynamoDbEndpoint(),
                        stack.kinesisEndpoint()),
                dispatchers,
                queues(stack, dispatchers),
                topology.functions().stream()
                        .map(f -> new StackDescriptor.Function(
                                f.name(), f.durable().isPresent(), List.copyOf(new TreeSet<>(f.aliases()))))
                        .toList(),
                stateMachines(stack),
                stack.apis().stream()
                        .map(api -> new StackDescriptor.HttpApi(
                                api.api().apiId(), api.api().name(), api.url().toString()))
                        .toList());
    }

    private static StackDescriptor.Dispatcher dispatcher(AppStack stack, FunctionSpec function) {
        LocalTopology topology = stack.topology();
        Optional<QueueSpec> main = topology.mappings().stream()
                .filter(m -> m.function().equals(function.name()))
                .flatMap(m -> queue(topology, m.queue()).stream())
                .sorted((a, b) -> Boolean.compare(a.fifo(), b.fifo()))
                .findFirst();
        Optional<String> deadLetter = main.flatMap(QueueSpec::redrive).map(r -> stack.queueUrl(r.deadLetterQueue()));
        return new StackDescriptor.Dispatcher(
                function.name(),
                function.environment().get(SettingsTable.ROUTES.variable()),
                main.map(q -> stack.queueUrl(q.name())),
                Optional.ofNullable(function.environment().get(SettingsTable.PARKING_QUEUE_URL.variable())),
                deadLetter);
    }

    private static Optional<QueueSpec> queue(LocalTopology topology, String name) {
        return topology.queues().stream().filter(q -> q.name().equals(name)).findFirst();
    }

    private static List<StackDescriptor.Queue> queues(AppStack stack, List<StackDescriptor.Dispatcher> dispatchers) {
        return stack.topology().queues().stream()
                .map(q -> {
                    String url = stack.queueUrl(q.name());
                    List<String> roles = new ArrayList<>();
                    if (dispatchers.stream()
                            .anyMatch(d -> d.mainQueue().filter(url::equals).isPresent())) roles.add(MAIN);
                    if (dispatchers.stream()
                            .anyMatch(d -> d.parkingQueue().filter(url::equals).isPresent())) roles.add(PARKING);
                    if (dispatchers.stream()
                            .anyMatch(
                                    d -> d.deadLetterQueue().filter(url::equals).isPresent())) roles.add(DEAD_LETTER);
                    return new StackDescriptor.Queue(q.name(), url, q.fifo(), roles);
                })
                .toList();
    }

    private static List<StackDescriptor.StateMachine> stateMachines(AppStack stack) {
        LocalAccount account = new LocalAccount(
                LocalSettings.REGION,
                LocalSettings.ACCOUNT_ID,
                stack.endpoints().sqs().toString());
        return stack.topology().stateMachines().stream()
                .map(s -> new StackDescriptor.StateMachine(s.name(), account.stateMachineArn(s.name()), s.type()))
                .toList();
    }
}

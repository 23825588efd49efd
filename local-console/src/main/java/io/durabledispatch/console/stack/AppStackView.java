package io.durabledispatch.console.stack;

import io.durabledispatch.console.activity.RecordLogLines;
import io.durabledispatch.core.telemetry.DoorLine;
import io.durabledispatch.emulators.sqs.QueueSpec;
import io.durabledispatch.localstack.app.AppStack;
import io.durabledispatch.localstack.function.FunctionLog;
import io.durabledispatch.localstack.template.FunctionSpec;
import io.durabledispatch.localstack.template.LocalTopology;
import io.durabledispatch.localstack.template.MappingSpec;
import io.durabledispatch.routes.RouteTable;
import io.durabledispatch.routes.document.RouteDocumentException;
import io.durabledispatch.routes.document.RouteDocuments;
import io.durabledispatch.settings.SettingsTable;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * The console's view of a user's app ({@code up --app}): every queue of the template by its name. Every function
 * with a {@code ROUTES} variable is a door; the dispatcher (the SQS door), if the app has one, is such a function
 * whose handler is none of the other doors' ({@link #OTHER_DOORS}), and its {@code PARKING_QUEUE_URL} is the
 * parking queue. Only queues nothing consumes and that have no redrive policy are peeked. The doors run in their
 * own class loaders, so their outcomes cannot be heard in process: the activity view reads them from every door's
 * log, as one would from CloudWatch Logs in AWS (their per-request lines, see {@link RecordLogLines}).
 */
final class AppStackView {
    private static final RouteTable NO_ROUTES = new RouteTable(List.of());
    /** The handler classes of the doors that are not the SQS dispatcher (named, as the console does not load them). */
    static final Set<String> OTHER_DOORS = Set.of(
            "io.durabledispatch.api.ApiHandler",
            "io.durabledispatch.api.RestApiHandler",
            "io.durabledispatch.streams.KinesisDispatchHandler",
            "io.durabledispatch.streams.DynamodbDispatchHandler");

    private AppStackView() {}

    static StackView of(AppStack stack) {
        LocalTopology topology = stack.topology();
        List<FunctionSpec> doors = topology.functions().stream()
                .filter(f -> f.environment().containsKey(SettingsTable.ROUTES.variable()))
                .toList();
        Optional<FunctionSpec> dispatcher = doors.stream()
                .filter(f -> !OTHER_DOORS.contains(f.handlerClass()))
                .findFirst();
        Optional<String> parking = dispatcher
                .map(f -> f.environment().get(SettingsTable.PARKING_QUEUE_URL.variable()))
                .filter(url -> topology.queues().stream()
                        .anyMatch(q -> stack.queueUrl(q.name()).equals(url)));
        return new StackView(
                stack.lambda(),
                stack.stepFunctions(),
                stack.clients(),
                new StackQueues(watched(stack, topology, parking), parking, redriveTarget(stack, topology, dispatcher)),
                dispatcher
                        .or(() -> doors.stream().findFirst())
                        .map(AppStackView::routes)
                        .orElse(NO_ROUTES),
                linesFrom(doors.stream()
                        .flatMap(d -> stack.log(d.name()).stream())
                        .toList()));
    }

    private static Optional<Consumer<Consumer<DoorLine>>> linesFrom(List<FunctionLog> logs) {
        if (logs.isEmpty()) return Optional.empty();
        return Optional.of(listener -> logs.forEach(
                log -> log.follow(line -> RecordLogLines.parse(line).ifPresent(listener))));
    }

    private static List<StackQueues.Watched> watched(AppStack stack, LocalTopology topology, Optional<String> parking) {
        Set<String> consumed =
                topology.mappings().stream().map(MappingSpec::queue).collect(Collectors.toSet());
        return topology.queues().stream()
                .map(q -> {
                    String url = stack.queueUrl(q.name());
                    boolean isParking = parking.filter(url::equals).isPresent();
                    boolean peekable = q.redrive().isEmpty() && !consumed.contains(q.name());
                    return new StackQueues.Watched(isParking ? "parking" : q.name(), url, peekable);
                })
                .toList();
    }

    /** Parked messages go back to a standard queue the dispatcher reads (a FIFO one would need a group id). */
    private static Optional<String> redriveTarget(
            AppStack stack, LocalTopology topology, Optional<FunctionSpec> dispatcher) {
        Set<String> fifo = topology.queues().stream()
                .filter(QueueSpec::fifo)
                .map(QueueSpec::name)
                .collect(Collectors.toSet());
        return dispatcher.flatMap(d -> topology.mappings().stream()
                .filter(m -> m.function().equals(d.name()) && !fifo.contains(m.queue()))
                .map(m -> stack.queueUrl(m.queue()))
                .findFirst());
    }

    /** A route document the console cannot read (e.g. {@code classpath:} inside the function's jar): no routes. */
    private static RouteTable routes(FunctionSpec dispatcher) {
        try {
            return RouteDocuments.load(dispatcher.environment().get(SettingsTable.ROUTES.variable()));
        } catch (RouteDocumentException unreadable) {
            return NO_ROUTES;
        }
    }
}

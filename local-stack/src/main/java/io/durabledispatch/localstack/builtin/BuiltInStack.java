package io.durabledispatch.localstack.builtin;

import com.amazonaws.services.lambda.runtime.LambdaLogger;
import io.durabledispatch.dynalite.NodeProject;
import io.durabledispatch.emulators.aws.AwsClients;
import io.durabledispatch.emulators.aws.Endpoints;
import io.durabledispatch.emulators.sqs.DeclaredQueues;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.app.AppPlan;
import io.durabledispatch.localstack.app.AppStack;
import io.durabledispatch.localstack.app.StackCounters;
import io.durabledispatch.localstack.function.ClassSpaces;
import io.durabledispatch.localstack.shipping.LocalCarrier;
import io.durabledispatch.localstack.template.CloudAssembly;
import io.durabledispatch.localstack.template.LocalAccount;
import io.durabledispatch.localstack.template.LocalTopology;
import io.durabledispatch.settings.SettingsTable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * {@code up} and {@code demo} without an app: the project's own app ({@link BuiltInApp}) started through the same
 * path as {@code up --app}, so what runs here is what deploys, plus the local carrier confirming the order
 * workflow's shipment requests from the carrier's queue. The workflows keep their state in the template's tables
 * on dynalite: without Node.js it does not start, saying so ({@link BuiltInUnavailable}).
 */
public final class BuiltInStack implements AutoCloseable {
    private final LocalSettings settings;
    private final Path assembly;
    private final AppPlan plan;
    private final AppStack app;
    private final BuiltInQueues queues;
    private final Optional<LocalCarrier> carrier;
    /** Whether {@link #assembly} is this stack's own copy of the checked-in one, deleted on close. */
    private final boolean ownsAssembly;

    private BuiltInStack(
            LocalSettings settings,
            Path assembly,
            boolean ownsAssembly,
            AppPlan plan,
            AppStack app,
            BuiltInQueues queues,
            Optional<LocalCarrier> carrier) {
        this.settings = settings;
        this.assembly = assembly;
        this.ownsAssembly = ownsAssembly;
        this.plan = plan;
        this.app = app;
        this.queues = queues;
        this.carrier = carrier;
    }

    /** @param log where the mappings report failed batches (the functions' own lines go to their logs) */
    public static BuiltInStack start(LocalSettings settings, LambdaLogger log) {
        requireNode();
        return start(settings, log, BuiltInApp.materialize(temporaryDirectory(), BuildJars.find()), true);
    }

    /**
     * The same stack from another synth of the project's app, e.g. with {@code -c fifo=true} (the tests' FIFO
     * deployment): {@code synthesized} is a {@code cdk.out} folder, left as it is on close.
     */
    public static BuiltInStack start(LocalSettings settings, LambdaLogger log, Path synthesized) {
        requireNode();
        return start(settings, log, synthesized, false);
    }

    private static BuiltInStack start(LocalSettings settings, LambdaLogger log, Path assembly, boolean owned) {
        var ports = settings.ports();
        try {
            EngineQuotas.requireServedApis(settings.quotas());
            AppPlan.requireDistinctPorts(ports.sqs(), ports.lambda(), ports.stepFunctions());
            int sqsPort = DeclaredQueues.choosePort(ports.sqs());
            var account = new LocalAccount(settings.region(), LocalSettings.ACCOUNT_ID, "http://127.0.0.1:" + sqsPort);
            LocalTopology topology = settings.tuning().applyTo(CloudAssembly.read(assembly, account));
            // The project's functions keep their per-container state per function, so one class space per jar
            // runs them as their own JVMs would, at a fraction of the start-up and warm-up cost.
            AppPlan plan = AppPlan.of(topology, List.of(), List.of(), ClassSpaces.perAsset());
            AppStack app = AppStack.start(plan, account, ports, settings.dataDirectory(), log);
            EngineQuotas.apply(settings.quotas(), app.lambda(), app.stepFunctions());
            BuiltInQueues queues = BuiltInQueues.from(topology.outputs());
            Optional<LocalCarrier> carrier = settings.shipmentDelay().map(delay -> {
                AwsClients clients = app.clients();
                return new LocalCarrier(clients.sqs(), clients.lambda(), queues.shipments(), delay).start();
            });
            return new BuiltInStack(settings, assembly, owned, plan, app, queues, carrier);
        } catch (RuntimeException failed) {
            if (owned) delete(assembly);
            throw failed;
        }
    }

    /** Node.js runs dynalite, which holds the template's tables: without it the workflows have nowhere to write. */
    private static void requireNode() {
        NodeProject.Lookup lookup = NodeProject.find(System::getProperty, System.getenv("PATH"));
        if (lookup.project().isEmpty()) {
            throw new BuiltInUnavailable("the built-in app keeps the workflows' state in its DynamoDB tables on"
                    + " dynalite, which needs Node.js, but " + lookup.missing()
                    + ": install Node.js (dynalite comes from package.json), then run it again");
        }
    }

    public LocalSettings settings() {
        return settings;
    }

    /** The running app: the same object {@code up --app} runs (its console, its functions' logs). */
    public AppStack app() {
        return app;
    }

    /** What was started, as read from the assembly. */
    public AppPlan plan() {
        return plan;
    }

    public LocalTopology topology() {
        return plan.topology();
    }

    /** The stack's outputs, resolved to local values (queue URLs, table names, ARNs). */
    public Map<String, String> outputs() {
        return plan.topology().outputs();
    }

    /**
     * The dispatcher's route document as the template gives it ({@code ROUTES}), its targets resolved to the local
     * functions and state machine.
     */
    public String routeDocument() {
        return plan.topology().functions().stream()
                .map(f -> f.environment().get(SettingsTable.ROUTES.variable()))
                .filter(java.util.Objects::nonNull)
                .findFirst()
                .orElseThrow(() -> new IllegalStateException(
                        "the built-in app has no function with " + SettingsTable.ROUTES.variable()));
    }

    public BuiltInQueues queues() {
        return queues;
    }

    public Endpoints endpoints() {
        return app.endpoints();
    }

    /** SDK clients pointed at this stack. */
    public AwsClients clients() {
        return app.clients();
    }

    /** dynalite's endpoint, where the template's tables are. */
    public Optional<URI> dynamoDb() {
        return app.dynamoDbEndpoint();
    }

    public StackCounters counters() {
        return app.counters();
    }

    @Override
    public void close() {
        carrier.ifPresent(LocalCarrier::close);
        app.close();
        if (ownsAssembly) delete(assembly);
    }

    private static Path temporaryDirectory() {
        try {
            return Files.createTempDirectory("durable-dispatch-app-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void delete(Path directory) {
        try (Stream<Path> files = Files.walk(directory)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(file);
        } catch (IOException e) {
            // A temporary folder of three small files and two links: left for the system to clear.
        }
    }
}

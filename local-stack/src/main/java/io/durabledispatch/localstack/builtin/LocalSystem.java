package io.durabledispatch.localstack.builtin;

import com.amazonaws.services.lambda.runtime.LambdaLogger;
import io.durabledispatch.dispatcher.DispatchHandler;
import io.durabledispatch.dispatcher.core.RecordOutcome;
import io.durabledispatch.emulators.aws.AwsClients;
import io.durabledispatch.emulators.aws.Endpoints;
import io.durabledispatch.emulators.esm.EventSourceMapping;
import io.durabledispatch.emulators.esm.MappingSource;
import io.durabledispatch.emulators.lambda.LambdaEmulator;
import io.durabledispatch.emulators.sqs.EmbeddedSqs;
import io.durabledispatch.emulators.sqs.QueueUrls;
import io.durabledispatch.emulators.stepfunctions.StepFunctionsEmulator;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.shipping.FakeCarrier;
import io.durabledispatch.localstack.store.LocalStores;
import io.durabledispatch.localstack.store.StoreMode;
import io.durabledispatch.workflows.InMemorySideEffects;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import software.amazon.awssdk.services.sqs.SqsClient;

/**
 * The whole system in one JVM: ElasticMQ with the CDK app's queues, the Lambda and Step Functions emulators
 * hosting the workflows, the real dispatcher (built from the same environment variables as in Lambda) and an
 * event source mapping on the main queue and on its FIFO variant. Every hop is the real AWS SDK over HTTP on
 * 127.0.0.1.
 */
public final class LocalSystem implements AutoCloseable {
    private final LocalSettings settings;
    private final LocalStores stores;
    private final EmbeddedSqs sqs;
    private final Engines engines;
    private final SqsClient mappingSqs;
    private final List<EventSourceMapping> mappings = new ArrayList<>();
    private final Optional<FakeCarrier> carrier;
    private final List<Consumer<RecordOutcome>> dispatchListeners = new CopyOnWriteArrayList<>();

    private LocalSystem(LocalSettings settings, LambdaLogger dispatcherLog, LocalStores stores) {
        this.settings = settings;
        this.stores = stores;
        this.sqs = EmbeddedSqs.start(
                settings.queues(), settings.region(), settings.ports().sqs(), settings.dataDirectory());
        this.engines = Engines.start(settings, stores);
        this.mappingSqs = AwsClients.local(sqs.endpoint(), settings.region()).sqs();
        var env = DispatcherEnvironment.of(
                settings,
                queues().parking(),
                sqs.endpoint(),
                engines.lambda().endpoint(),
                engines.stepFunctions().endpoint());
        DispatchHandler dispatcher = DispatchHandler.fromEnvironment(
                env, outcome -> dispatchListeners.forEach(listener -> listener.accept(outcome)));
        createMappings(dispatcher, dispatcherLog);
        this.carrier = settings.shipmentDelay()
                .map(delay -> new FakeCarrier(
                        engines.sideEffects().shipping(), clients().lambda(), delay, settings.dataDirectory()));
    }

    /** Boots everything with the in-memory workflow stores and starts polling; close it to stop. */
    public static LocalSystem start(LocalSettings settings, LambdaLogger dispatcherLog) {
        return start(settings, dispatcherLog, LocalStores.inMemory());
    }

    /** Boots everything with the workflow stores {@code store} asks for (dynalite for DynamoDB). */
    public static LocalSystem start(LocalSettings settings, LambdaLogger dispatcherLog, StoreMode store) {
        return start(settings, dispatcherLog, LocalStores.start(store, settings.dataDirectory(), settings.region()));
    }

    private static LocalSystem start(LocalSettings settings, LambdaLogger dispatcherLog, LocalStores stores) {
        LocalSystem system;
        try {
            system = new LocalSystem(settings, dispatcherLog, stores);
        } catch (RuntimeException failed) {
            stores.close();
            throw failed;
        }
        system.mappings.forEach(EventSourceMapping::start);
        system.carrier.ifPresent(FakeCarrier::start);
        return system;
    }

    public LocalSettings settings() {
        return settings;
    }

    public QueueUrls queues() {
        return sqs.queues();
    }

    public Endpoints endpoints() {
        return new Endpoints(
                sqs.endpoint(),
                engines.lambda().endpoint(),
                engines.stepFunctions().endpoint());
    }

    /** Builds SDK clients pointed at this stack. */
    public AwsClients clients() {
        return AwsClients.local(endpoints(), settings.region());
    }

    public LambdaEmulator lambda() {
        return engines.lambda();
    }

    public StepFunctionsEmulator stepFunctions() {
        return engines.stepFunctions();
    }

    /**
     * The in-memory stores, for inspection and control: shipments, notifications, the decline rule, and with
     * the in-memory store every side effect; with DynamoDB the tables hold orders, charges, points (see
     * {@link #stores()}).
     */
    public InMemorySideEffects sideEffects() {
        return engines.sideEffects();
    }

    /** Where the workflows' side effects are kept, and dynalite's endpoint when they are in DynamoDB. */
    public LocalStores stores() {
        return stores;
    }

    /** Tells {@code listener} the outcome of every record the dispatcher handles from now on (the console). */
    public void onDispatch(Consumer<RecordOutcome> listener) {
        dispatchListeners.add(listener);
    }

    /** Counters of records handled and executions started and closed: cheap to read at any size. */
    public StackCounters counters() {
        long handled = mappings.stream().mapToLong(m -> m.stats().deleted()).sum();
        return new StackCounters(
                handled, lambda().executionCounts().plus(stepFunctions().executionCounts()));
    }

    public List<EventSourceMapping> mappings() {
        return List.copyOf(mappings);
    }

    @Override
    public void close() {
        carrier.ifPresent(FakeCarrier::close);
        mappings.forEach(EventSourceMapping::close);
        mappingSqs.close();
        engines.close();
        sqs.close();
        stores.close();
    }

    /** Lambda refuses a mapping its queue cannot carry (see MappingRules): then nothing stays running. */
    private void createMappings(DispatchHandler dispatcher, LambdaLogger dispatcherLog) {
        try {
            mappings.add(
                    new EventSourceMapping(source(queues().main()), settings.mapping(), dispatcher, dispatcherLog));
            mappings.add(new EventSourceMapping(
                    source(queues().fifo()), settings.mapping().forFifo(), dispatcher, dispatcherLog));
        } catch (RuntimeException refused) {
            mappingSqs.close();
            engines.close();
            sqs.close();
            throw refused;
        }
    }

    private MappingSource source(String queueUrl) {
        return new MappingSource(
                mappingSqs,
                queueUrl,
                QueueUrls.arnOf(queueUrl, settings.region()),
                settings.region(),
                "dispatcher",
                settings.dispatcherTimeout().toMillis());
    }
}

package io.durabledispatch.emulators.events;

import io.durabledispatch.emulators.http.EmulatorSettings;
import io.durabledispatch.emulators.http.ErrorFormat;
import io.durabledispatch.emulators.http.LocalHttpServer;
import java.net.URI;

/**
 * EventBridge on 127.0.0.1 for the real {@code EventBridgeClient} (AWS JSON 1.1): PutEvents and ListRules on the
 * default bus and the buses created here, rules matched by event-ruler, matching events sent to SQS targets at
 * once. Rules and buses are declared in code (the local stack reads them from the template), not through the API.
 */
public final class EventBridgeEmulator implements AutoCloseable {
    private static final int HTTP_THREADS = 4;

    private final EventBuses buses = new EventBuses();
    private final EventPublisher publisher;
    private final LocalHttpServer server;

    /** @param settings the port (0: ephemeral), the account and Region of envelopes and ARNs, the clock */
    public EventBridgeEmulator(EmulatorSettings settings, EventTargets targets) {
        this.publisher = new EventPublisher(buses, targets, settings);
        this.server = new LocalHttpServer(
                "eventbridge",
                settings.port(),
                HTTP_THREADS,
                new EventsApi(publisher),
                ErrorFormat.AWS_JSON_1_1,
                "InternalException");
    }

    public EventBridgeEmulator start() {
        server.start();
        return this;
    }

    /** Creates a custom bus (the default bus always exists); creating one twice is harmless. */
    public EventBridgeEmulator createEventBus(String name) {
        buses.createBus(name);
        return this;
    }

    /** @throws IllegalArgumentException for an unknown bus, a taken name or a pattern event-ruler refuses */
    public EventBridgeEmulator addRule(EventRule rule) {
        buses.add(rule);
        return this;
    }

    /** {@code http://127.0.0.1:<port>}, for the client's endpoint override. */
    public URI endpoint() {
        return server.endpoint();
    }

    /** Events a target refused (a missing queue): delivered nowhere, as there is no retry or DLQ locally. */
    public long failedInvocations() {
        return publisher.failedInvocations();
    }

    @Override
    public void close() {
        server.close();
    }
}

package io.durabledispatch.it.backend;

import com.amazonaws.services.lambda.runtime.LambdaLogger;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.builtin.BuiltInQueues;
import io.durabledispatch.localstack.builtin.BuiltInStack;
import io.durabledispatch.routes.document.RouteDocuments;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

/**
 * The default backend: the built-in stack (the project's app as synthesized, {@link BuiltInStack}) booted in this
 * JVM on 127.0.0.1 with ephemeral ports. It has no FIFO queue: the app deploys one only with {@code -c fifo=true}.
 */
final class EmbeddedBackend implements Backend {
    /** The dispatcher logs one line per record; thousands of lines would only slow the suite down. */
    private static final LambdaLogger SILENT = new LambdaLogger() {
        @Override
        public void log(String message) {}

        @Override
        public void log(byte[] message) {}
    };

    private final LocalSettings settings;
    private BuiltInStack system;
    private Stack stack;

    EmbeddedBackend(Tuning tuning) {
        this.settings = settings(tuning);
        boot();
    }

    @Override
    public String name() {
        return "embedded";
    }

    @Override
    public Stack stack() {
        return stack;
    }

    @Override
    public Optional<EmbeddedControls> controls() {
        return Optional.of(new EmbeddedControls(this));
    }

    BuiltInStack system() {
        return system;
    }

    /** Stops everything (whatever is in flight stays in the data directory) and boots again from it. */
    void restart() {
        close();
        boot();
    }

    @Override
    public void close() {
        stack.close();
        system.close();
    }

    private void boot() {
        system = BuiltInStack.start(settings, SILENT);
        BuiltInQueues urls = system.queues();
        var clients = system.clients();
        stack = new Stack(
                clients.sqs(),
                clients.lambda(),
                clients.stepFunctions(),
                new Queues(urls.main(), urls.deadLetter(), Optional.empty(), Optional.empty(), urls.parking()),
                RouteDocuments.load(system.routeDocument()));
    }

    private static LocalSettings settings(Tuning tuning) {
        // Lambda refuses a function timeout above the visibility timeout: the dispatcher gets at most that.
        return LocalSettings.defaults()
                .withTuning(io.durabledispatch.localstack.builtin.Tuning.NONE
                        .withMapping(tuning.batchSize(), Duration.ofMillis(50), tuning.pollers())
                        .withTimeouts(tuning.visibilityTimeout(), tuning.visibilityTimeout()))
                .withShipmentDelay(tuning.fakeCarrier() ? Optional.of(Duration.ofMillis(20)) : Optional.empty())
                .withDataDirectory(tuning.keepData() ? Optional.of(temporaryDirectory()) : Optional.empty())
                .withQuotas(tuning.quotas());
    }

    private static Path temporaryDirectory() {
        try {
            return Files.createTempDirectory("durable-dispatch-it-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

package io.durabledispatch.it.backend;

import com.amazonaws.services.lambda.runtime.LambdaLogger;
import io.durabledispatch.it.localapp.CdkSynth;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.builtin.BuiltInQueues;
import io.durabledispatch.localstack.builtin.BuiltInStack;
import io.durabledispatch.routes.document.RouteDocuments;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/**
 * The default backend: the built-in stack (the project's app as synthesized, {@link BuiltInStack}) booted in this
 * JVM on 127.0.0.1 with ephemeral ports. The app deploys a FIFO main queue only with {@code -c fifo=true}: a scenario
 * that asks for one ({@link Tuning#fifo}) runs the app synthesized so, once per test JVM (Node.js, like the
 * tables).
 */
final class EmbeddedBackend implements Backend {
    /** The dispatcher logs one line per record; thousands of lines would only slow the suite down. */
    private static final LambdaLogger SILENT = new LambdaLogger() {
        @Override
        public void log(String message) {}

        @Override
        public void log(byte[] message) {}
    };

    /** The app synthesized with {@code -c fifo=true}, shared by the scenarios that ask for it. */
    private static Path fifoApp;

    private final LocalSettings settings;
    private final boolean fifo;
    private BuiltInStack system;
    private Stack stack;

    EmbeddedBackend(Tuning tuning) {
        this.settings = settings(tuning);
        this.fifo = tuning.fifo();
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
        system = fifo ? BuiltInStack.start(settings, SILENT, fifoApp()) : BuiltInStack.start(settings, SILENT);
        BuiltInQueues urls = system.queues();
        var clients = system.clients();
        Queues queues = fifo
                ? new Queues(
                        urls.main(),
                        urls.deadLetter(),
                        Optional.of(urls.main()),
                        Optional.of(urls.deadLetter()),
                        urls.parking())
                : new Queues(urls.main(), urls.deadLetter(), Optional.empty(), Optional.empty(), urls.parking());
        stack = new Stack(
                clients.sqs(),
                clients.lambda(),
                clients.stepFunctions(),
                queues,
                RouteDocuments.load(system.routeDocument()));
    }

    private static synchronized Path fifoApp() {
        if (fifoApp == null) {
            try {
                fifoApp = CdkSynth.synthesize(Path.of(System.getProperty("it.repo.root")), Map.of("fifo", "true"));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while synthesizing the FIFO app", e);
            }
        }
        return fifoApp;
    }

    private static LocalSettings settings(Tuning tuning) {
        // Lambda refuses a function timeout above the visibility timeout: the dispatcher gets at most that. A FIFO
        // queue's mapping takes no batching window.
        Duration window = tuning.fifo() ? Duration.ZERO : Duration.ofMillis(50);
        return LocalSettings.defaults()
                .withTuning(io.durabledispatch.localstack.builtin.Tuning.NONE
                        .withMapping(tuning.batchSize(), window, tuning.pollers())
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

package io.durabledispatch.it.backend;

import com.amazonaws.services.lambda.runtime.LambdaLogger;
import io.durabledispatch.emulators.esm.MappingSettings;
import io.durabledispatch.emulators.sqs.QueueSettings;
import io.durabledispatch.emulators.sqs.QueueUrls;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.builtin.LocalSystem;
import io.durabledispatch.routes.document.RouteDocuments;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

/** The default backend: {@link LocalSystem} booted in this JVM on 127.0.0.1 with ephemeral ports. */
final class EmbeddedBackend implements Backend {
    /** The dispatcher logs one line per record; thousands of lines would only slow the suite down. */
    private static final LambdaLogger SILENT = new LambdaLogger() {
        @Override
        public void log(String message) {}

        @Override
        public void log(byte[] message) {}
    };

    private final LocalSettings settings;
    private LocalSystem system;
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

    LocalSystem system() {
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
        system = LocalSystem.start(settings, SILENT);
        QueueUrls urls = system.queues();
        var clients = system.clients();
        stack = new Stack(
                clients.sqs(),
                clients.lambda(),
                clients.stepFunctions(),
                new Queues(
                        urls.main(),
                        urls.mainDeadLetter(),
                        Optional.of(urls.fifo()),
                        Optional.of(urls.fifoDeadLetter()),
                        urls.parking()),
                RouteDocuments.load(settings.routes()));
    }

    private static LocalSettings settings(Tuning tuning) {
        // Lambda refuses a function timeout above the visibility timeout: the dispatcher gets at most that.
        return LocalSettings.defaults()
                .withDispatcherTimeout(tuning.visibilityTimeout())
                .withQueues(QueueSettings.defaults().withVisibilityTimeout(tuning.visibilityTimeout()))
                .withMapping(new MappingSettings(tuning.batchSize(), Duration.ofMillis(50), tuning.pollers()))
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

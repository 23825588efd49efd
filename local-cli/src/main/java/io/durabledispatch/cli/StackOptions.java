package io.durabledispatch.cli;

import io.durabledispatch.emulators.esm.MappingSettings;
import io.durabledispatch.emulators.quota.Quota;
import io.durabledispatch.emulators.sqs.QueueSettings;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.store.StoreMode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** Options of the commands that start the local stack ({@code up}, {@code demo}). */
final class StackOptions {
    @Option(names = "--data-dir", description = "Keep queues, messages and executions here across restarts.")
    Path dataDir;

    @Option(
            names = "--visibility-timeout",
            description = "Main queue visibility timeout, seconds (default: 6 x dispatcher timeout + batching window,"
                    + " as infra sets it).")
    Integer visibilitySeconds;

    @Option(
            names = "--dispatcher-timeout",
            defaultValue = "30",
            description = "The dispatcher function's timeout, seconds (default ${DEFAULT-VALUE}); at most the"
                    + " visibility timeout.")
    int dispatcherTimeoutSeconds;

    @Option(
            names = "--batch-size",
            defaultValue = "10",
            description = "Event source mapping batch size (default ${DEFAULT-VALUE}).")
    int batchSize;

    @Option(
            names = "--batching-window-ms",
            defaultValue = "1000",
            description = "Batching window, ms (default ${DEFAULT-VALUE}).")
    long batchingWindowMillis;

    @Option(
            names = "--max-concurrency",
            defaultValue = "5",
            description = "Concurrent dispatcher invocations (default ${DEFAULT-VALUE}).")
    int maxConcurrency;

    @Option(
            names = "--shipment-delay-ms",
            defaultValue = "300",
            description = "The fake carrier confirms shipments after this delay (default ${DEFAULT-VALUE}).")
    long shipmentDelayMillis;

    @Option(names = "--no-carrier", description = "Do not confirm shipments: complete the callbacks by hand.")
    boolean noCarrier;

    @Option(
            names = "--quota",
            paramLabel = "API=RATE[/BURST]",
            description = "A token-bucket quota on an emulator API (Invoke, GetDurableExecution, StartExecution, "
                    + "DescribeExecution, ...): tokens per second and bucket size, e.g. StartExecution=300/1300. "
                    + "Repeatable; default unlimited.")
    Map<String, String> quotas = new LinkedHashMap<>();

    @Option(
            names = "--store",
            defaultValue = "auto",
            description = "Where the workflows keep orders, charges, points and products: dynamodb (the DynamoDB"
                    + " adapters on dynalite, needs Node.js), memory (JDK only), or auto (default: dynamodb when"
                    + " Node.js is there, else memory).")
    String store;

    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    private Map<String, Quota> quotas() {
        Map<String, Quota> parsed = new LinkedHashMap<>();
        quotas.forEach((api, text) -> {
            try {
                parsed.put(api, Quota.parse(text));
            } catch (IllegalArgumentException e) {
                throw new ParameterException(command.commandLine(), "--quota " + api + ": " + e.getMessage());
            }
        });
        return parsed;
    }

    StoreMode store() {
        try {
            return StoreMode.parse(store);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(command.commandLine(), "--store: " + e.getMessage());
        }
    }

    LocalSettings settings(LocalSettings.Ports ports) {
        Duration timeout = Duration.ofSeconds(dispatcherTimeoutSeconds);
        Duration window = Duration.ofMillis(batchingWindowMillis);
        Duration visibility = visibilitySeconds == null
                ? QueueSettings.visibilityFor(timeout, window)
                : Duration.ofSeconds(visibilitySeconds);
        return LocalSettings.defaults()
                .withPorts(ports)
                .withDataDirectory(Optional.ofNullable(dataDir))
                .withDispatcherTimeout(timeout)
                .withQueues(QueueSettings.defaults().withVisibilityTimeout(visibility))
                .withMapping(new MappingSettings(batchSize, window, maxConcurrency))
                .withShipmentDelay(noCarrier ? Optional.empty() : Optional.of(Duration.ofMillis(shipmentDelayMillis)))
                .withQuotas(quotas());
    }
}

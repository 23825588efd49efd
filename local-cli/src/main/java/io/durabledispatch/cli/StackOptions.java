package io.durabledispatch.cli;

import io.durabledispatch.emulators.quota.Quota;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.builtin.Tuning;
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
            description = "Override the main queue's visibility timeout, seconds (default: the template's, or with"
                    + " --dispatcher-timeout 6 x that timeout + the batching window, as infra derives it).")
    Integer visibilitySeconds;

    @Option(
            names = "--dispatcher-timeout",
            description = "Override the dispatcher function's timeout, seconds (default: the template's, 30);"
                    + " at most the visibility timeout.")
    Integer dispatcherTimeoutSeconds;

    @Option(names = "--batch-size", description = "Override the event source mapping's batch size (template: 10).")
    Integer batchSize;

    @Option(
            names = "--batching-window-ms",
            description = "Override the mapping's batching window, ms (template: 1000).")
    Long batchingWindowMillis;

    @Option(names = "--max-concurrency", description = "Override the mapping's maximum concurrency (template: 5).")
    Integer maxConcurrency;

    @Option(
            names = "--shipment-delay-ms",
            defaultValue = "300",
            description = "The local carrier confirms shipments after this delay (default ${DEFAULT-VALUE}).")
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

    LocalSettings settings(LocalSettings.Ports ports) {
        return LocalSettings.defaults()
                .withPorts(ports)
                .withDataDirectory(Optional.ofNullable(dataDir))
                .withShipmentDelay(noCarrier ? Optional.empty() : Optional.of(Duration.ofMillis(shipmentDelayMillis)))
                .withQuotas(quotas())
                .withTuning(tuning());
    }

    /** What overrides the template; a dispatcher timeout alone moves the visibility timeout as infra does. */
    private Tuning tuning() {
        return new Tuning(
                Optional.ofNullable(batchSize),
                Optional.ofNullable(batchingWindowMillis).map(Duration::ofMillis),
                Optional.ofNullable(maxConcurrency),
                Optional.ofNullable(dispatcherTimeoutSeconds).map(Duration::ofSeconds),
                Optional.ofNullable(visibilitySeconds).map(Duration::ofSeconds));
    }
}

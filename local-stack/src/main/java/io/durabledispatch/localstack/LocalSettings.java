package io.durabledispatch.localstack;

import io.durabledispatch.emulators.aws.LocalAccount;
import io.durabledispatch.emulators.esm.MappingSettings;
import io.durabledispatch.emulators.quota.Quota;
import io.durabledispatch.emulators.sqs.QueueSettings;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/**
 * How the local stack is started.
 *
 * @param ports where SQS, Lambda and Step Functions listen (0: ephemeral)
 * @param dataDirectory empty: all state in memory; else queues, messages and executions survive a restart
 * @param shipmentDelay how long the fake carrier takes to confirm a shipment; empty: never (done by hand)
 * @param dispatcherTimeout the dispatcher function's timeout; its mappings are refused if it exceeds the queues'
 *     visibility timeout, as Lambda refuses them
 * @param quotas per-API rate quotas of the emulators, by API name ({@code Invoke}, {@code StartExecution}, ...);
 *     empty: unlimited
 */
public record LocalSettings(
        String region,
        Ports ports,
        Optional<Path> dataDirectory,
        QueueSettings queues,
        MappingSettings mapping,
        Optional<Duration> shipmentDelay,
        String routes,
        Duration dispatcherTimeout,
        Map<String, Quota> quotas) {
    /** The region and account of the ARNs in the default route document. */
    public static final String REGION = LocalAccount.REGION;

    public static final String ACCOUNT_ID = LocalAccount.ID;
    public static final String DEFAULT_ROUTES = "classpath:routes/default-routes.json";
    public static final Duration DEFAULT_SHIPMENT_DELAY = Duration.ofMillis(300);
    /** infra's default dispatcher timeout ({@code dispatcherTimeoutSeconds}). */
    public static final Duration DEFAULT_DISPATCHER_TIMEOUT = Duration.ofSeconds(30);

    public LocalSettings {
        quotas = Map.copyOf(quotas);
    }

    /** Ports of the three services; {@link #FIXED} are the ones the CLI looks at by default. */
    public record Ports(int sqs, int lambda, int stepFunctions) {
        public static final Ports FIXED = new Ports(DefaultPorts.SQS, DefaultPorts.LAMBDA, DefaultPorts.STEP_FUNCTIONS);
        public static final Ports EPHEMERAL = new Ports(0, 0, 0);
    }

    /**
     * In memory, ephemeral ports, infra's defaults: what tests and {@code demo} use. The main queues' visibility
     * timeout is derived as infra derives it, six dispatcher timeouts plus the batching window (181 s).
     */
    public static LocalSettings defaults() {
        MappingSettings mapping = MappingSettings.defaults();
        return new LocalSettings(
                REGION,
                Ports.EPHEMERAL,
                Optional.empty(),
                QueueSettings.defaults()
                        .withVisibilityTimeout(
                                QueueSettings.visibilityFor(DEFAULT_DISPATCHER_TIMEOUT, mapping.batchingWindow())),
                mapping,
                Optional.of(DEFAULT_SHIPMENT_DELAY),
                DEFAULT_ROUTES,
                DEFAULT_DISPATCHER_TIMEOUT,
                Map.of());
    }

    public LocalSettings withPorts(Ports newPorts) {
        return new LocalSettings(
                region, newPorts, dataDirectory, queues, mapping, shipmentDelay, routes, dispatcherTimeout, quotas);
    }

    public LocalSettings withDataDirectory(Optional<Path> directory) {
        return new LocalSettings(
                region, ports, directory, queues, mapping, shipmentDelay, routes, dispatcherTimeout, quotas);
    }

    public LocalSettings withQueues(QueueSettings newQueues) {
        return new LocalSettings(
                region, ports, dataDirectory, newQueues, mapping, shipmentDelay, routes, dispatcherTimeout, quotas);
    }

    public LocalSettings withMapping(MappingSettings newMapping) {
        return new LocalSettings(
                region, ports, dataDirectory, queues, newMapping, shipmentDelay, routes, dispatcherTimeout, quotas);
    }

    public LocalSettings withShipmentDelay(Optional<Duration> delay) {
        return new LocalSettings(
                region, ports, dataDirectory, queues, mapping, delay, routes, dispatcherTimeout, quotas);
    }

    /** Only the dispatcher's timeout; the queues keep their visibility timeout (set it with {@link #withQueues}). */
    public LocalSettings withDispatcherTimeout(Duration timeout) {
        return new LocalSettings(region, ports, dataDirectory, queues, mapping, shipmentDelay, routes, timeout, quotas);
    }

    public LocalSettings withQuotas(Map<String, Quota> newQuotas) {
        return new LocalSettings(
                region, ports, dataDirectory, queues, mapping, shipmentDelay, routes, dispatcherTimeout, newQuotas);
    }
}

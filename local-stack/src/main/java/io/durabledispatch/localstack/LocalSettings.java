package io.durabledispatch.localstack;

import io.durabledispatch.emulators.aws.LocalAccount;
import io.durabledispatch.emulators.quota.Quota;
import io.durabledispatch.localstack.builtin.Tuning;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/**
 * How the built-in stack is started. What it runs (queues, functions, mapping, tables) is the project's app as
 * synthesized; these settings say where it listens and what the machine adds around it.
 *
 * @param ports where SQS, Lambda and Step Functions listen (0: ephemeral)
 * @param dataDirectory empty: all state in memory; else queues, messages, executions and tables survive a restart
 * @param shipmentDelay how long the local carrier takes to confirm a shipment; empty: never (done by hand)
 * @param quotas per-API rate quotas of the emulators, by API name ({@code Invoke}, {@code StartExecution}, ...);
 *     empty: unlimited
 * @param tuning values of the template overridden for this run (tests use shorter timeouts); none by default
 */
public record LocalSettings(
        String region,
        Ports ports,
        Optional<Path> dataDirectory,
        Optional<Duration> shipmentDelay,
        Map<String, Quota> quotas,
        Tuning tuning) {
    /** The region and account of the ARNs in the default route document. */
    public static final String REGION = LocalAccount.REGION;

    public static final String ACCOUNT_ID = LocalAccount.ID;
    public static final String DEFAULT_ROUTES = "classpath:routes/default-routes.json";
    public static final Duration DEFAULT_SHIPMENT_DELAY = Duration.ofMillis(300);

    public LocalSettings {
        quotas = Map.copyOf(quotas);
    }

    /**
     * Ports of the three services and of the template's HTTP APIs; {@link #FIXED} are the ones the CLI looks at by
     * default.
     *
     * @param api the first HTTP API's port, the next one's one above, and so on (0: each a free port)
     * @param events the EventBridge bus's port, when the template has rules (0: a free port)
     */
    public record Ports(int sqs, int lambda, int stepFunctions, int api, int events) {
        public static final Ports FIXED = new Ports(
                DefaultPorts.SQS,
                DefaultPorts.LAMBDA,
                DefaultPorts.STEP_FUNCTIONS,
                DefaultPorts.API,
                DefaultPorts.EVENTS);
        public static final Ports EPHEMERAL = new Ports(0, 0, 0, 0, 0);

        /** The bus on its fixed port when the APIs have fixed ports, else on a free one. */
        public Ports(int sqs, int lambda, int stepFunctions, int api) {
            this(sqs, lambda, stepFunctions, api, api == 0 ? 0 : DefaultPorts.EVENTS);
        }

        /** The HTTP APIs on free ports. */
        public Ports(int sqs, int lambda, int stepFunctions) {
            this(sqs, lambda, stepFunctions, 0);
        }
    }

    /** In memory, ephemeral ports, the template as synthesized: what tests and {@code demo} use. */
    public static LocalSettings defaults() {
        return new LocalSettings(
                REGION, Ports.EPHEMERAL, Optional.empty(), Optional.of(DEFAULT_SHIPMENT_DELAY), Map.of(), Tuning.NONE);
    }

    public LocalSettings withPorts(Ports newPorts) {
        return new LocalSettings(region, newPorts, dataDirectory, shipmentDelay, quotas, tuning);
    }

    public LocalSettings withDataDirectory(Optional<Path> directory) {
        return new LocalSettings(region, ports, directory, shipmentDelay, quotas, tuning);
    }

    public LocalSettings withShipmentDelay(Optional<Duration> delay) {
        return new LocalSettings(region, ports, dataDirectory, delay, quotas, tuning);
    }

    public LocalSettings withQuotas(Map<String, Quota> newQuotas) {
        return new LocalSettings(region, ports, dataDirectory, shipmentDelay, newQuotas, tuning);
    }

    public LocalSettings withTuning(Tuning newTuning) {
        return new LocalSettings(region, ports, dataDirectory, shipmentDelay, quotas, newTuning);
    }
}

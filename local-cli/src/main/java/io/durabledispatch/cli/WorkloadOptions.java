package io.durabledispatch.cli;

import io.durabledispatch.demo.workload.WorkloadSpec;
import picocli.CommandLine.Option;

/** The size and mix of the demo workload. */
final class WorkloadOptions {
    @Option(names = "--events", defaultValue = "1000", description = "Messages to send (default ${DEFAULT-VALUE}).")
    int events;

    @Option(names = "--tenants", defaultValue = "5", description = "Tenants (default ${DEFAULT-VALUE}).")
    int tenants;

    @Option(
            names = "--duplicates",
            defaultValue = "12",
            description = "Percent exact duplicates (default ${DEFAULT-VALUE}).")
    int duplicatePercent;

    @Option(
            names = "--resends",
            defaultValue = "8",
            description = "Percent resends differing only in volatile fields (default ${DEFAULT-VALUE}).")
    int resendPercent;

    @Option(
            names = "--conflicts",
            defaultValue = "10",
            description = "Same key, different content (default ${DEFAULT-VALUE}).")
    int conflicts;

    @Option(
            names = "--poison",
            defaultValue = "10",
            description = "Unparseable or unroutable messages (default ${DEFAULT-VALUE}).")
    int poison;

    @Option(names = "--seed", defaultValue = "7", description = "Workload seed (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(
            names = "--api-percent",
            defaultValue = "20",
            description = "Percent of the distinct requests posted to the HTTP API instead of the queue, with retry"
                    + " storms, a conflict and an invalid request on top (0-" + WorkloadSpec.MAX_API_PERCENT
                    + ", default ${DEFAULT-VALUE}).")
    int apiPercent;

    @Option(
            names = "--bus-percent",
            defaultValue = "10",
            description = "Percent of the distinct requests put on the EventBridge bus instead of the queue; every "
                    + "fourth is also put on the stream (0-" + WorkloadSpec.MAX_BUS_PERCENT
                    + ", default ${DEFAULT-VALUE}).")
    int busPercent;

    @Option(
            names = "--stream-percent",
            defaultValue = "10",
            description = "Percent of the distinct requests put on the Kinesis stream instead of the queue; every "
                    + "fourth is also put on the bus (0-" + WorkloadSpec.MAX_STREAM_PERCENT + "; the API's, the bus's"
                    + " and the stream's together at most " + WorkloadSpec.MAX_OTHER_DOORS_PERCENT
                    + ", default ${DEFAULT-VALUE}).")
    int streamPercent;

    WorkloadSpec spec() {
        return new WorkloadSpec(
                events,
                tenants,
                duplicatePercent,
                resendPercent,
                conflicts,
                poison,
                seed,
                apiPercent,
                busPercent,
                streamPercent);
    }
}

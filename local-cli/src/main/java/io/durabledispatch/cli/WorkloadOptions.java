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
                    + " storms, a conflict and an invalid request on top (0-50, default ${DEFAULT-VALUE}).")
    int apiPercent;

    WorkloadSpec spec() {
        return new WorkloadSpec(events, tenants, duplicatePercent, resendPercent, conflicts, poison, seed, apiPercent);
    }
}

package io.durabledispatch.cli;

import io.durabledispatch.emulators.aws.AwsClients;
import io.durabledispatch.emulators.aws.Endpoints;
import io.durabledispatch.localstack.DefaultPorts;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.builtin.BuiltInApp;
import io.durabledispatch.routes.RouteTable;
import io.durabledispatch.routes.document.RouteDocuments;
import java.net.URI;
import java.util.Optional;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import software.amazon.awssdk.regions.Region;

/**
 * Which deployment a command talks to: the local stack started by {@code up} (default), any endpoint, or real
 * AWS ({@code --aws}: region and credentials from the SDK's default chain, profile included).
 */
final class TargetOptions {
    private static final String LOCAL = "http://127.0.0.1:";

    @Option(names = "--aws", description = "Talk to real AWS (default credential and region chain).")
    boolean aws;

    @Option(names = "--endpoint", description = "One endpoint for every service (overrides the three below).")
    URI endpoint;

    @Option(names = "--sqs-endpoint", defaultValue = LOCAL + DefaultPorts.SQS)
    URI sqsEndpoint;

    @Option(names = "--lambda-endpoint", defaultValue = LOCAL + DefaultPorts.LAMBDA)
    URI lambdaEndpoint;

    @Option(names = "--sfn-endpoint", defaultValue = LOCAL + DefaultPorts.STEP_FUNCTIONS)
    URI sfnEndpoint;

    @Option(names = "--region", description = "Default: us-east-1 locally, the SDK's chain with --aws.")
    String region;

    @Option(names = "--queue-url", description = "The main queue (default: the local one).")
    String queueUrl;

    @Option(names = "--parking-queue-url", description = "The parking queue (default: the local one).")
    String parkingQueueUrl;

    @Option(names = "--dlq-url", description = "The dead-letter queue (default: the local one).")
    String deadLetterQueueUrl;

    @Option(
            names = "--routes",
            defaultValue = LocalSettings.DEFAULT_ROUTES,
            description = "Route document: classpath:, a file or JSON (default ${DEFAULT-VALUE}).")
    String routes;

    AwsClients clients() {
        Optional<Region> chosen = Optional.ofNullable(region).map(Region::of);
        if (aws) return new AwsClients(Optional.empty(), chosen);
        Endpoints endpoints =
                endpoint != null ? Endpoints.all(endpoint) : new Endpoints(sqsEndpoint, lambdaEndpoint, sfnEndpoint);
        return new AwsClients(Optional.of(endpoints), Optional.of(chosen.orElse(Region.of(LocalSettings.REGION))));
    }

    RouteTable routeTable() {
        return RouteDocuments.load(routes);
    }

    String mainQueue() {
        return required(queueUrl, "--queue-url", localQueue("MainQueueUrl"));
    }

    String parkingQueue() {
        return required(parkingQueueUrl, "--parking-queue-url", localQueue("ParkingQueueUrl"));
    }

    String deadLetterQueue() {
        return required(deadLetterQueueUrl, "--dlq-url", localQueue("DeadLetterQueueUrl"));
    }

    /** The built-in stack's queue that {@code output} names, on this endpoint. */
    private String localQueue(String output) {
        return BuiltInApp.queueUrl(output, endpoint != null ? endpoint : sqsEndpoint, LocalSettings.ACCOUNT_ID);
    }

    private String required(String given, String option, String local) {
        if (given != null) return given;
        if (aws) throw new ParameterException(new picocli.CommandLine(this), option + " is required with --aws");
        return local;
    }
}

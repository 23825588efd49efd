package io.durabledispatch.cli;

import io.durabledispatch.emulators.aws.AwsClients;
import io.durabledispatch.emulators.aws.Endpoints;
import io.durabledispatch.localstack.DefaultPorts;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.builtin.BuiltInApp;
import io.durabledispatch.localstack.running.StackDescriptor;
import io.durabledispatch.localstack.running.StackDirectory;
import io.durabledispatch.routes.RouteTable;
import io.durabledispatch.routes.document.RouteDocuments;
import java.net.URI;
import java.util.Optional;
import java.util.function.Function;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import software.amazon.awssdk.regions.Region;

/**
 * Which deployment a command talks to: the local stack started by {@code up} (default: the one its descriptor
 * describes, see {@link RunningStacks}; with none running, the built-in stack on the fixed ports), any endpoint,
 * or real AWS ({@code --aws}: region and credentials from the SDK's default chain, profile included). Every
 * option given overrides what the descriptor says.
 */
final class TargetOptions {
    private static final String LOCAL = "http://127.0.0.1:";

    @Option(names = "--aws", description = "Talk to real AWS (default credential and region chain).")
    boolean aws;

    @Option(
            names = "--stack",
            paramLabel = "ID",
            description = "The running local stack to talk to, by the id `up` prints (or its process id); needed"
                    + " only when several run.")
    String stack;

    @Option(names = "--endpoint", description = "One endpoint for every service (overrides the three below).")
    URI endpoint;

    @Option(names = "--sqs-endpoint", description = "Default: the running stack's, else " + LOCAL + DefaultPorts.SQS)
    URI sqsEndpoint;

    @Option(
            names = "--lambda-endpoint",
            description = "Default: the running stack's, else " + LOCAL + DefaultPorts.LAMBDA)
    URI lambdaEndpoint;

    @Option(
            names = "--sfn-endpoint",
            description = "Default: the running stack's, else " + LOCAL + DefaultPorts.STEP_FUNCTIONS)
    URI sfnEndpoint;

    @Option(names = "--region", description = "Default: us-east-1 locally, the SDK's chain with --aws.")
    String region;

    @Option(names = "--queue-url", description = "The main queue (default: the running stack's).")
    String queueUrl;

    @Option(names = "--parking-queue-url", description = "The parking queue (default: the running stack's).")
    String parkingQueueUrl;

    @Option(names = "--dlq-url", description = "The dead-letter queue (default: the running stack's).")
    String deadLetterQueueUrl;

    @Option(
            names = "--routes",
            description = "Route document: classpath:, a file or JSON (default: the running stack's dispatcher's,"
                    + " else " + LocalSettings.DEFAULT_ROUTES + ").")
    String routes;

    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    private Optional<StackDescriptor> running;

    AwsClients clients() {
        Optional<Region> chosen = Optional.ofNullable(region).map(Region::of);
        if (aws) return new AwsClients(Optional.empty(), chosen);
        return new AwsClients(Optional.of(endpoints()), Optional.of(chosen.orElse(Region.of(LocalSettings.REGION))));
    }

    RouteTable routeTable() {
        if (routes != null) return RouteDocuments.load(routes);
        return running()
                .map(d -> RouteDocuments.load(dispatcher(d, "--routes").routes()))
                .orElseGet(() -> RouteDocuments.load(LocalSettings.DEFAULT_ROUTES));
    }

    String mainQueue() {
        return queue(queueUrl, "--queue-url", StackDescriptor.Dispatcher::mainQueue, "MainQueueUrl");
    }

    String parkingQueue() {
        return queue(
                parkingQueueUrl, "--parking-queue-url", StackDescriptor.Dispatcher::parkingQueue, "ParkingQueueUrl");
    }

    String deadLetterQueue() {
        return queue(
                deadLetterQueueUrl, "--dlq-url", StackDescriptor.Dispatcher::deadLetterQueue, "DeadLetterQueueUrl");
    }

    private Endpoints endpoints() {
        if (endpoint != null) return Endpoints.all(endpoint);
        Optional<StackDescriptor.Endpoints> published = running().map(StackDescriptor::endpoints);
        return new Endpoints(
                or(sqsEndpoint, published.map(StackDescriptor.Endpoints::sqs), DefaultPorts.SQS),
                or(lambdaEndpoint, published.map(StackDescriptor.Endpoints::lambda), DefaultPorts.LAMBDA),
                or(sfnEndpoint, published.map(StackDescriptor.Endpoints::stepFunctions), DefaultPorts.STEP_FUNCTIONS));
    }

    private static URI or(URI given, Optional<URI> published, int fixedPort) {
        return given != null ? given : published.orElseGet(() -> URI.create(LOCAL + fixedPort));
    }

    private String queue(
            String given,
            String option,
            Function<StackDescriptor.Dispatcher, Optional<String>> published,
            String builtInOutput) {
        if (given != null) return given;
        if (aws) throw new ParameterException(command.commandLine(), option + " is required with --aws");
        Optional<StackDescriptor> described = running();
        if (described.isEmpty())
            return BuiltInApp.queueUrl(builtInOutput, endpoints().sqs(), LocalSettings.ACCOUNT_ID);
        return published
                .apply(dispatcher(described.get(), option))
                .orElseThrow(() -> new ParameterException(
                        command.commandLine(),
                        "the dispatcher of local stack " + described.get().id() + " has no such queue: pass "
                                + option));
    }

    private StackDescriptor.Dispatcher dispatcher(StackDescriptor described, String option) {
        return described
                .dispatcher()
                .orElseThrow(() -> new ParameterException(
                        command.commandLine(),
                        "local stack " + described.id()
                                + " has no dispatcher (no function with a ROUTES variable): pass " + option));
    }

    /**
     * The descriptor of the stack {@code up} runs, read once. Endpoints given on the command line name another
     * deployment, so the descriptor is read only with none of them, or with {@code --stack}.
     */
    private Optional<StackDescriptor> running() {
        if (running == null) {
            if (aws && stack != null)
                throw new ParameterException(command.commandLine(), "--stack is a local stack: not with --aws");
            boolean elsewhere =
                    aws || endpoint != null || sqsEndpoint != null || lambdaEndpoint != null || sfnEndpoint != null;
            running = elsewhere && stack == null
                    ? Optional.empty()
                    : RunningStacks.choose(
                            StackDirectory.fromEnvironment().running(),
                            Optional.ofNullable(stack),
                            command.commandLine());
        }
        return running;
    }
}

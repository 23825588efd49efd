package io.durabledispatch.it.httpapi;

import com.amazonaws.services.lambda.runtime.LambdaLogger;
import io.durabledispatch.emulators.kinesis.StreamMappingStats;
import io.durabledispatch.emulators.sqs.DeclaredQueues;
import io.durabledispatch.kinesalite.KinesaliteRequirement;
import io.durabledispatch.kinesalite.KinesaliteStreams;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.app.AppPlan;
import io.durabledispatch.localstack.app.AppStack;
import io.durabledispatch.localstack.template.LocalAccount;
import io.durabledispatch.localstack.template.TemplateReader;
import io.durabledispatch.ops.inspect.EngineExecutions;
import io.durabledispatch.ops.inspect.ExecutionRecord;
import io.durabledispatch.routes.RouteTable;
import io.durabledispatch.routes.document.RouteDocuments;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import software.amazon.awssdk.services.kinesis.KinesisClient;

/**
 * The door suites' stack: {@code door.template.json} next to this class, its assets the deployment jars of this
 * build (the HTTP, SQS and stream doors, the workflows, the fixtures' trip planner), started as {@code up
 * --template} starts it, the stream on kinesalite. One stack serves every door suite ({@link SharedDoorStack}).
 */
final class DoorStack implements AutoCloseable {
    /** The stream the stream door reads (two shards), and the queues its door and its mapping give records to. */
    static final String STREAM = "door-points";

    static final String STREAM_PARKING = "door-stream-parking";
    static final String STREAM_FAILED_BATCHES = "door-stream-failed-batches";

    /** The jar each asset path of the template names, as the dependency plugin copied it. */
    private static final Map<String, String> ASSETS = Map.of(
            "asset.api-door.jar", "api-door-lambda.jar",
            "asset.dispatcher.jar", "dispatcher-lambda.jar",
            "asset.stream-door.jar", "stream-door-lambda.jar",
            "asset.workflows.jar", "workflows-lambda.jar",
            "asset.local-fixtures.jar", "local-fixtures-lambda.jar");

    /** The functions' own log lines stay out of the build log. */
    private static final LambdaLogger QUIET = new LambdaLogger() {
        @Override
        public void log(String message) {}

        @Override
        public void log(byte[] message) {}
    };

    private final AppStack stack;

    private DoorStack(AppStack stack) {
        this.stack = stack;
    }

    static DoorStack start(Path folder) {
        Path template = copyTemplate(folder);
        var account = new LocalAccount(
                LocalSettings.REGION, LocalSettings.ACCOUNT_ID, "http://127.0.0.1:" + DeclaredQueues.choosePort(0));
        AppPlan plan = AppPlan.of(TemplateReader.read(template, account), List.of(), List.of());
        return new DoorStack(AppStack.start(plan, account, LocalSettings.Ports.EPHEMERAL, Optional.empty(), QUIET));
    }

    AppStack app() {
        return stack;
    }

    /** The route document both doors read (one ROUTES value in the template). */
    RouteTable routes() {
        String routes = stack.topology().functions().stream()
                .filter(function -> function.name().equals("api-door"))
                .findFirst()
                .orElseThrow()
                .environment()
                .get("ROUTES");
        return RouteDocuments.load(routes);
    }

    /**
     * The executions of every routed workflow started at or after {@code since}, read as an operator reads them:
     * the engines' list APIs through the SDK clients.
     */
    List<ExecutionRecord> executionsSince(Instant since) {
        var clients = stack.clients();
        try (var lambda = clients.lambda();
                var stepFunctions = clients.stepFunctions()) {
            return new EngineExecutions(lambda, stepFunctions, routes())
                    .all().stream().filter(e -> !e.started().isBefore(since)).toList();
        }
    }

    /**
     * Kinesis tests' rule: without Node.js the stack runs without its stream (the HTTP and SQS doors still run),
     * so a test that puts records skips, or fails where kinesalite is required.
     */
    static void requireKinesalite() {
        var verdict = KinesaliteRequirement.current();
        switch (verdict.action()) {
            case RUN -> {}
            case SKIP -> Assumptions.abort(verdict.message());
            case FAIL -> throw new AssertionError(verdict.message());
        }
    }

    /** A producer's client of the stream, on the stack's kinesalite (the caller closes it). */
    KinesisClient kinesis() {
        return KinesaliteStreams.client(stack.kinesisEndpoint().orElseThrow(), LocalSettings.REGION);
    }

    /** What the stream's event source mapping did so far (the template has one Kinesis mapping). */
    StreamMappingStats streamMapping() {
        return stack.kinesisMappings().get(0).stats();
    }

    /** The HTTP API's base URL, on 127.0.0.1. */
    URI api() {
        return stack.apis().get(0).url();
    }

    @Override
    public void close() {
        stack.close();
    }

    private static Path copyTemplate(Path folder) {
        try {
            Path template = folder.resolve("door.template.json");
            try (InputStream in = DoorStack.class.getResourceAsStream("door.template.json")) {
                Files.copy(in, template);
            }
            Path jars = Path.of(System.getProperty("it.lambda.jars"));
            for (var asset : ASSETS.entrySet()) {
                Files.copy(jars.resolve(asset.getValue()), folder.resolve(asset.getKey()));
            }
            return template;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

package io.durabledispatch.it.localapp;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.console.stack.LocalConsole;
import io.durabledispatch.it.backend.Queues;
import io.durabledispatch.it.backend.Stack;
import io.durabledispatch.it.support.Event;
import io.durabledispatch.it.support.EventFactory;
import io.durabledispatch.it.support.Ledger;
import io.durabledispatch.it.support.LedgerReport;
import io.durabledispatch.it.support.Parked;
import io.durabledispatch.it.support.PoisonFactory;
import io.durabledispatch.it.support.Producer;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.app.AppPlan;
import io.durabledispatch.localstack.app.AppSource;
import io.durabledispatch.localstack.app.AppStack;
import io.durabledispatch.localstack.app.StateMachineOption;
import io.durabledispatch.localstack.builtin.BuiltInStack;
import io.durabledispatch.localstack.template.FunctionSpec;
import io.durabledispatch.localstack.template.LocalAccount;
import io.durabledispatch.localstack.template.LocalTopology;
import io.durabledispatch.routes.RouteTable;
import io.durabledispatch.routes.document.RouteDocuments;
import io.durabledispatch.tables.samples.SampleWorkflow;
import io.durabledispatch.tables.samples.SampleWorkflows;
import java.math.BigDecimal;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.lambda.model.InvocationType;
import software.amazon.awssdk.services.sfn.model.StateMachineType;
import software.amazon.awssdk.services.sqs.model.QueueAttributeName;

/**
 * The project's own CDK app, synthesized, run with {@code up --app}: the dispatcher and the workflows from their
 * deployment jars (each in its own class loader), the queues and the mapping as the template declares them, the
 * reward state machine mapped to a Java handler. A mixed workload goes through SQS; the ledger accounts for every
 * message as an execution, a parked message with its reason, or a DLQ entry, as the other suites do.
 */
class CdkAppIT {
    private static final String RECORDER = "io.durabledispatch.localfixtures.RedemptionRecorder";

    private static LocalTopology topology;
    private static AppStack app;
    private static Stack stack;

    @BeforeAll
    static void start() throws Exception {
        Path root = Path.of(System.getProperty("it.repo.root"));
        Path assembly = CdkSynth.synthesize(root);
        LocalAccount account = LocalApps.account();
        topology = AppSource.read(Optional.of(assembly), Optional.empty(), account);
        Path fixtures = Path.of(System.getProperty("it.lambda.jars"), "local-fixtures-lambda.jar");
        AppPlan plan = AppPlan.of(
                topology,
                List.of(),
                List.of(StateMachineOption.parse("reward-redemption=" + fixtures + "#" + RECORDER)));
        app = AppStack.start(plan, account, LocalApps.EPHEMERAL, Optional.empty(), LocalApps.QUIET);
        var clients = app.clients();
        Map<String, String> outputs = topology.outputs();
        stack = new Stack(
                clients.sqs(),
                clients.lambda(),
                clients.stepFunctions(),
                new Queues(
                        outputs.get("MainQueueUrl"),
                        outputs.get("DeadLetterQueueUrl"),
                        Optional.empty(),
                        Optional.empty(),
                        outputs.get("ParkingQueueUrl")),
                dispatcherRoutes());
    }

    @AfterAll
    static void stop() {
        if (stack != null) stack.close();
        if (app != null) app.close();
    }

    @Test
    void theSynthesizedAppHasTheBuiltInStacksWorkflowsAndRoutes() {
        RouteTable builtIn = RouteDocuments.load(LocalSettings.DEFAULT_ROUTES);
        assertThat(stack.routes().routes())
                .extracting(r -> r.name())
                .containsExactlyElementsOf(
                        builtIn.routes().stream().map(r -> r.name()).toList());
        Map<String, FunctionSpec> durable = topology.functions().stream()
                .filter(f -> f.durable().isPresent())
                .collect(Collectors.toMap(FunctionSpec::name, f -> f));
        assertThat(durable).containsOnlyKeys(durableSamples());
        durable.values().forEach(f -> assertThat(f.aliases()).contains("live"));
        assertThat(topology.stateMachines())
                .extracting(s -> s.name())
                .containsExactlyElementsOf(SampleWorkflows.ALL.stream()
                        .filter(s -> s.target().fold(function -> false, machine -> true))
                        .map(SampleWorkflow::targetName)
                        .toList());
        assertThat(topology.mappings()).singleElement().satisfies(m -> {
            assertThat(m.reportBatchItemFailures()).isTrue();
            assertThat(m.batchSize()).isEqualTo(10);
        });
    }

    /**
     * The built-in stack ({@code up} with no options: the checked-in assembly, its assets mapped to this build's jars)
     * and the fresh synth started through {@code --app} have the same topology, compared through the services'
     * public APIs: the durable functions (reachable through {@code live}), the main queue's FIFO flag, visibility
     * timeout and redrive to its DLQ, a parking queue, the dispatcher's mapping on the main queue, the STANDARD
     * reward state machine.
     */
    @Test
    void theBuiltInStackIsTheSynthesizedApp() {
        try (BuiltInStack builtIn = BuiltInStack.start(
                        LocalSettings.defaults().withShipmentDelay(Optional.empty()), LocalApps.QUIET);
                var builtInClients = new Stack(
                        builtIn.clients().sqs(),
                        builtIn.clients().lambda(),
                        builtIn.clients().stepFunctions(),
                        new Queues(
                                builtIn.queues().main(),
                                builtIn.queues().deadLetter(),
                                Optional.empty(),
                                Optional.empty(),
                                builtIn.queues().parking()),
                        RouteDocuments.load(builtIn.routeDocument()))) {
            for (String function : durableSamples()) {
                for (Stack each : List.of(stack, builtInClients)) {
                    var dryRun = each.lambda()
                            .invoke(b ->
                                    b.functionName(function).qualifier("live").invocationType(InvocationType.DRY_RUN));
                    assertThat(dryRun.statusCode()).as(function).isEqualTo(204);
                }
            }
            assertThat(queueShape(stack, stack.queues().main()))
                    .isEqualTo(queueShape(builtInClients, builtIn.queues().main()));
            assertThat(deadLetterQueueOf(stack, stack.queues().main()))
                    .isEqualTo(queueName(stack.queues().mainDeadLetter()));
            assertThat(deadLetterQueueOf(builtInClients, builtIn.queues().main()))
                    .isEqualTo(queueName(builtIn.queues().deadLetter()));
            assertThat(queueShape(stack, stack.queues().parking()))
                    .isEqualTo(queueShape(builtInClients, builtIn.queues().parking()));
            assertThat(mappingOn(app.mappings(), stack.queues().main()))
                    .isEqualTo(
                            mappingOn(builtIn.app().mappings(), builtIn.queues().main()));
            assertThat(machineType(stack))
                    .isEqualTo(machineType(builtInClients))
                    .isEqualTo(StateMachineType.STANDARD);
        }
    }

    /** The console over the app finds its dispatcher: the routes from its ROUTES, its parking queue by role. */
    @Test
    void theConsoleShowsTheAppsQueuesAndTheDispatchersRoutes() throws Exception {
        try (LocalConsole console = LocalConsole.start(app, 0)) {
            HttpClient http = HttpClient.newHttpClient();
            JsonNode routes = get(http, console.address().resolve("/api/routes"));
            assertThat(routes)
                    .extracting(r -> r.get("route").asText())
                    .containsExactlyElementsOf(
                            stack.routes().routes().stream().map(r -> r.name()).toList());
            JsonNode queues =
                    get(http, console.address().resolve("/api/queues")).get("queues");
            assertThat(queues).extracting(q -> q.get("role").asText()).contains("parking");
            assertThat(queues)
                    .extracting(q -> q.get("name").asText())
                    .contains(
                            queueName(stack.queues().main()),
                            queueName(stack.queues().mainDeadLetter()));
        }
    }

    private static JsonNode get(HttpClient http, java.net.URI uri) throws Exception {
        HttpResponse<String> response =
                http.send(HttpRequest.newBuilder(uri).GET().build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(uri.toString()).isEqualTo(200);
        return new ObjectMapper().readTree(response.body());
    }

    @Test
    void aMixedWorkloadThroughSqsEndsAsExecutionsParkedMessagesOrDeadLetters() {
        EventFactory events = new EventFactory(13L);
        List<String> bodies = new ArrayList<>();
        List<Event> orders = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            orders.add(events.order(i % 2 == 0 ? "acme" : "globex", "CDK-" + i, "C-" + i, new BigDecimal("19.90")));
        }
        orders.forEach(o -> bodies.add(o.body()));
        bodies.add(orders.get(0).body()); // an exact duplicate
        bodies.add(events.resend(orders.get(1)).body()); // a resend: only volatile fields differ
        for (int i = 0; i < 3; i++)
            bodies.add(events.points("acme", "M-" + i, "A-" + i, 10).body());
        for (int i = 0; i < 2; i++)
            bodies.add(
                    events.product("globex", "SKU-" + i, new BigDecimal("5.00")).body());
        for (int i = 0; i < 2; i++)
            bodies.add(events.reward("acme", "M-" + i, "R-" + i, 5).body());
        Map<String, String> poison = PoisonFactory.bodies(8);
        bodies.addAll(poison.keySet());

        bodies.add(events.order("acme", "CDK-0", "C-0", new BigDecimal("99.00")).body()); // a conflict
        Ledger ledger = new Ledger("cdk-app", () -> stack);
        new Producer(stack.sqs(), ledger).send(stack.queues().main(), bodies);
        // Orders wait for a shipment callback nobody sends here: executions are counted, not awaited.
        LedgerReport report =
                ledger.settle(Duration.ofMinutes(3), false).print("").assertBalanced();

        assertThat(report.executions()).hasSize(6 + 3 + 2 + 2);
        // A standard queue has no order: whichever CDK-0 body starts first wins, the other(s) conflict.
        List<Parked> conflicts = report.parked().values().stream()
                .filter(p -> p.outcome().equals("CONFLICT"))
                .toList();
        assertThat(conflicts).hasSizeBetween(1, 2).allSatisfy(p -> {
            assertThat(p.reason()).isEqualTo("INPUT_CONFLICT");
            assertThat(p.body()).contains("\"order_no\":\"CDK-0\"");
        });
        assertThat(report.parked()).hasSize(conflicts.size() + poison.size());
        report.parked().values().stream()
                .filter(p -> poison.containsKey(p.body()))
                .forEach(p -> assertThat(p.reason()).isEqualTo(poison.get(p.body())));
        assertThat(report.deadLettered()).isEmpty();
        assertThat(report.executions())
                .filteredOn(e -> e.workflow().equals("reward-redemption"))
                .allSatisfy(e -> assertThat(e.status()).isEqualTo("SUCCEEDED"));
    }

    /** What SQS reports of a queue that must agree between the two stacks (names may differ). */
    private static Map<String, String> queueShape(Stack on, String queueUrl) {
        var attributes = on.sqs()
                .getQueueAttributes(b -> b.queueUrl(queueUrl).attributeNames(QueueAttributeName.ALL))
                .attributes();
        Map<String, String> shape = new java.util.TreeMap<>();
        shape.put("FifoQueue", attributes.getOrDefault(QueueAttributeName.FIFO_QUEUE, "false"));
        shape.put("VisibilityTimeout", attributes.get(QueueAttributeName.VISIBILITY_TIMEOUT));
        shape.put("DelaySeconds", attributes.get(QueueAttributeName.DELAY_SECONDS));
        String redrive = attributes.get(QueueAttributeName.REDRIVE_POLICY);
        shape.put(
                "maxReceiveCount",
                redrive == null ? "none" : redrive.replaceAll(".*\"maxReceiveCount\":\"?(\\d+).*", "$1"));
        return shape;
    }

    private static String deadLetterQueueOf(Stack on, String queueUrl) {
        String redrive = on.sqs()
                .getQueueAttributes(b -> b.queueUrl(queueUrl).attributeNames(QueueAttributeName.REDRIVE_POLICY))
                .attributes()
                .get(QueueAttributeName.REDRIVE_POLICY);
        return redrive.replaceAll(".*\"deadLetterTargetArn\":\"arn:aws:sqs:[^:]*:[^:]*:([^\"]+)\".*", "$1");
    }

    private static String queueName(String queueUrl) {
        return queueUrl.substring(queueUrl.lastIndexOf('/') + 1);
    }

    private static io.durabledispatch.emulators.esm.MappingSettings mappingOn(
            List<io.durabledispatch.emulators.esm.EventSourceMapping> mappings, String queueUrl) {
        return mappings.stream()
                .filter(m -> m.queueUrl().equals(queueUrl))
                .findFirst()
                .orElseThrow()
                .settings();
    }

    private static StateMachineType machineType(Stack on) {
        String arn = "arn:aws:states:" + LocalSettings.REGION + ":" + LocalSettings.ACCOUNT_ID
                + ":stateMachine:reward-redemption";
        return on.stepFunctions()
                .describeStateMachine(b -> b.stateMachineArn(arn))
                .type();
    }

    /** The route document the dispatcher got from the template, its targets resolved to local names. */
    private static RouteTable dispatcherRoutes() {
        String routes = topology.functions().stream()
                .filter(f -> f.handlerClass().equals("io.durabledispatch.dispatcher.DispatchHandler"))
                .findFirst()
                .orElseThrow()
                .environment()
                .get("ROUTES");
        return RouteDocuments.parse(routes);
    }

    /** The samples the dispatcher starts as durable functions, by function name. */
    private static List<String> durableSamples() {
        return SampleWorkflows.ALL.stream()
                .filter(s -> s.target().fold(durable -> true, machine -> false))
                .map(SampleWorkflow::functionName)
                .toList();
    }
}

package io.durabledispatch.localstack.app;

import com.amazonaws.services.lambda.runtime.LambdaLogger;
import io.durabledispatch.emulators.apigateway.ApiGatewayEmulator;
import io.durabledispatch.emulators.apigateway.HttpApiDefinition;
import io.durabledispatch.emulators.aws.AwsClients;
import io.durabledispatch.emulators.aws.Endpoints;
import io.durabledispatch.emulators.esm.EventSourceMapping;
import io.durabledispatch.emulators.esm.MappingSource;
import io.durabledispatch.emulators.events.EventBridgeEmulator;
import io.durabledispatch.emulators.http.EmulatorSettings;
import io.durabledispatch.emulators.kinesis.KinesisEventSourceMapping;
import io.durabledispatch.emulators.lambda.DurableFunctionConfig;
import io.durabledispatch.emulators.lambda.FunctionLimits;
import io.durabledispatch.emulators.lambda.LambdaEmulator;
import io.durabledispatch.emulators.sqs.DeclaredQueues;
import io.durabledispatch.emulators.sqs.QueueUrls;
import io.durabledispatch.emulators.stepfunctions.SfnType;
import io.durabledispatch.emulators.stepfunctions.StepFunctionsEmulator;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.function.FunctionLoader;
import io.durabledispatch.localstack.function.FunctionLog;
import io.durabledispatch.localstack.function.HostedFunction;
import io.durabledispatch.localstack.template.FunctionSpec;
import io.durabledispatch.localstack.template.LocalAccount;
import io.durabledispatch.localstack.template.LocalTopology;
import io.durabledispatch.localstack.template.MappingSpec;
import io.durabledispatch.localstack.template.StateMachineSpec;
import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.sqs.SqsClient;

/**
 * A user's stack on one machine, from an {@link AppPlan}: ElasticMQ with its queues, the Lambda emulator hosting
 * its functions, durable and plain, with their timeouts and memory sizes (each alias; version 1), the Step Functions emulator with its state machines, one
 * event source mapping per SQS mapping, one API Gateway emulator per HTTP API, and an EventBridge bus for the
 * template's rules; Kinesis streams and their mappings are {@link AppStreams}'. If any part fails to start, what
 * started is closed again.
 */
public final class AppStack implements AutoCloseable {
    private final LocalAccount account;
    private final LocalTopology topology;
    private final DeclaredQueues sqs;
    private final LambdaEmulator lambda;
    private final StepFunctionsEmulator stepFunctions;
    private final AppTables tables;
    private final SqsClient mappingSqs;
    private final Map<String, HostedFunction> functions = new LinkedHashMap<>();
    private final List<EventSourceMapping> mappings = new ArrayList<>();
    private AppStreams streams = AppStreams.none();
    private final List<ApiGatewayEmulator> apis = new ArrayList<>();
    private AppEvents events = AppEvents.none();
    private final List<String> stateMachineNotes = new ArrayList<>();
    private final Map<String, JavaStateMachine> javaMachines = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * @param ports the Lambda and Step Functions ports (0: ephemeral); SQS is already in {@code account}
     */
    private AppStack(AppPlan plan, LocalAccount account, int sqsPort, LocalSettings.Ports ports, Optional<Path> data) {
        this.account = account;
        this.topology = plan.topology();
        // dynalite is a Node.js process and ElasticMQ an actor system: each waits on its own start, so they start
        // side by side.
        CompletableFuture<AppTables> tables = CompletableFuture.supplyAsync(
                () -> AppTables.start(plan.topology().tables(), data, account.region()), StartUp.thread("tables"));
        try {
            this.sqs = DeclaredQueues.start(plan.topology().queues(), account.region(), sqsPort, data);
        } catch (RuntimeException e) {
            StartUp.discard(tables);
            throw e;
        }
        try {
            this.tables = StartUp.join(tables);
        } catch (RuntimeException e) {
            sqs.close();
            throw e;
        }
        EmulatorSettings base =
                new EmulatorSettings(0, account.region(), account.accountId(), Clock.systemUTC(), data, 42L);
        this.lambda = new LambdaEmulator(base.withPort(ports.lambda()));
        this.stepFunctions = new StepFunctionsEmulator(base.withPort(ports.stepFunctions()));
        this.mappingSqs = AwsClients.local(sqs.endpoint(), account.region()).sqs();
    }

    /** Starts everything in {@code plan}; {@code account.sqsEndpoint()} names the SQS port to bind. */
    public static AppStack start(
            AppPlan plan,
            LocalAccount account,
            LocalSettings.Ports ports,
            Optional<Path> dataDirectory,
            LambdaLogger log) {
        int sqsPort = URI.create(account.sqsEndpoint()).getPort();
        AppStack stack = new AppStack(plan, account, sqsPort, ports, dataDirectory);
        try {
            stack.streams = AppStreams.start(plan.topology().kinesis(), account.region()); // functions get its endpoint
            stack.registerStateMachines(plan);
            stack.lambda.start();
            stack.stepFunctions.start();
            stack.host(plan); // cold starts may call the services (the dispatcher describes its state machines)
            stack.startJavaMachines(plan);
            stack.startMappings(plan, log);
            stack.startStreams(plan, log);
            stack.startApis(plan, ports.api());
            stack.startEvents(plan, ports.events());
            return stack;
        } catch (RuntimeException e) {
            stack.close();
            throw e;
        }
    }

    public Endpoints endpoints() {
        return new Endpoints(sqs.endpoint(), lambda.endpoint(), stepFunctions.endpoint());
    }

    public AwsClients clients() {
        return AwsClients.local(endpoints(), account.region());
    }

    public String queueUrl(String queueName) {
        return account.queueUrl(queueName);
    }

    /** What was started: the functions, queues, mappings and state machines of the plan. */
    public LocalTopology topology() {
        return topology;
    }

    public LambdaEmulator lambda() {
        return lambda;
    }

    public StepFunctionsEmulator stepFunctions() {
        return stepFunctions;
    }

    /** What the hosted function {@code name} prints, line by line (its log group in AWS); empty if not hosted. */
    public Optional<FunctionLog> log(String name) {
        return Optional.ofNullable(functions.get(name)).map(HostedFunction::log);
    }

    public List<EventSourceMapping> mappings() {
        return List.copyOf(mappings);
    }

    /** One line per state machine whose definition cannot run here (its executions fail saying so). */
    public List<String> stateMachineNotes() {
        return List.copyOf(stateMachineNotes);
    }

    /** Counters of records handled and executions started and closed: cheap to read at any size. */
    public StackCounters counters() {
        long handled = mappings.stream().mapToLong(m -> m.stats().deleted()).sum();
        return new StackCounters(handled, lambda.executionCounts().plus(stepFunctions.executionCounts()));
    }

    /** What of the template's DynamoDB tables could not be provided (dynalite needs Node.js). */
    public List<String> tableNotes() {
        return tables.notes();
    }

    /** dynalite's endpoint when the template has DynamoDB tables and Node.js is there. */
    public Optional<URI> dynamoDbEndpoint() {
        return tables.dynalite();
    }

    /** One emulator per HTTP API of the template, in template order. */
    public List<ApiGatewayEmulator> apis() {
        return List.copyOf(apis);
    }

    /** kinesalite's endpoint when the template has Kinesis streams and Node.js is there. */
    public Optional<URI> kinesisEndpoint() {
        return streams.endpoint();
    }

    /** One per Kinesis event source mapping of the template. */
    public List<KinesisEventSourceMapping> kinesisMappings() {
        return streams.mappings();
    }

    /** What of the template's Kinesis streams could not be provided (kinesalite needs Node.js). */
    public List<String> streamNotes() {
        return streams.notes();
    }

    /** The local EventBridge bus serving the template's rules; empty when the template has none. */
    public Optional<EventBridgeEmulator> eventBus() {
        return events.bus();
    }

    @Override
    public void close() {
        streams.close();
        events.close();
        apis.forEach(ApiGatewayEmulator::close);
        mappings.forEach(EventSourceMapping::close);
        mappingSqs.close();
        lambda.close();
        stepFunctions.close();
        sqs.close();
        tables.close();
    }

    /** Cold-starts every function side by side, as Lambda starts them, then registers each. */
    private void host(AppPlan plan) {
        Map<String, HostedFunction> started = StartUp.all(
                plan.functions(),
                checked -> checked.start(FunctionRuntime.withKinesis(
                        FunctionRuntime.environment(checked.spec(), account.region(), endpoints(), tables.endpoint()),
                        streams.endpoint())));
        plan.functions().forEach((name, checked) -> {
            FunctionSpec spec = checked.spec();
            HostedFunction hosted = started.get(name);
            functions.put(name, hosted);
            FunctionLimits limits = AppPlan.limits(spec);
            Set<String> aliases = spec.aliases().isEmpty() ? Set.of("$LATEST") : spec.aliases();
            spec.durable()
                    .ifPresentOrElse(
                            durable -> {
                                var config = new DurableFunctionConfig(durable.executionTimeout(), durable.retention());
                                aliases.forEach(alias -> lambda.registerFunction(name, alias, hosted, config, limits));
                            },
                            () -> aliases.forEach(alias -> lambda.registerPlainFunction(name, alias, hosted, limits)));
        });
    }

    /**
     * Registered before the emulator starts, with the template's type (an EXPRESS machine does not deduplicate
     * execution names); Java handlers run once {@link #startJavaMachines} built them.
     */
    private void registerStateMachines(AppPlan plan) {
        Map<String, FunctionLoader.Checked> handlers = new LinkedHashMap<>(plan.stateMachineHandlers());
        Map<String, String> functionNamesByArn = new LinkedHashMap<>();
        plan.functions().keySet().forEach(name -> functionNamesByArn.put(account.functionArn(name), name));
        for (StateMachineSpec machine : plan.topology().stateMachines()) {
            FunctionLoader.Checked handler = handlers.remove(machine.name());
            SfnType type = SfnType.valueOf(machine.type());
            var chain = LambdaTaskChain.of(machine, functionNamesByArn);
            if (handler != null) {
                stepFunctions.registerStateMachine(machine.name(), type, javaMachine(machine.name()));
            } else if (chain.isPresent()) {
                stepFunctions.registerStateMachine(
                        machine.name(), type, LambdaTaskChain.running(chain.get(), this::invokeTask));
            } else {
                stateMachineNotes.add(DefinitionNotRunnable.explain(machine));
                stepFunctions.registerStateMachine(machine.name(), type, input -> {
                    throw new DefinitionNotRunnable(machine);
                });
            }
        }
        handlers.keySet().forEach(name -> stepFunctions.registerStateMachine(name, javaMachine(name)));
    }

    /** A state machine's task: the hosted function, invoked as Step Functions' Lambda integration does. */
    private String invokeTask(String function, String payload) throws Exception {
        return new JavaStateMachine(functions.get(function), account.functionArn(function)).run(payload);
    }

    private io.durabledispatch.emulators.stepfunctions.LocalStateMachine javaMachine(String name) {
        return input -> javaMachines.get(name).run(input);
    }

    private void startJavaMachines(AppPlan plan) {
        plan.stateMachineHandlers().forEach((name, handler) -> {
            HostedFunction function = handler.start(FunctionRuntime.withKinesis(
                    FunctionRuntime.environment(handler.spec(), account.region(), endpoints(), tables.endpoint()),
                    streams.endpoint()));
            javaMachines.put(name, new JavaStateMachine(function, account.functionArn(function.name())));
        });
    }

    /** Each API on {@code firstPort} plus its index (all on free ports when 0), calling the hosted functions. */
    private void startApis(AppPlan plan, int firstPort) {
        Map<String, FunctionSpec> specs = new LinkedHashMap<>();
        plan.functions().forEach((name, checked) -> specs.put(name, checked.spec()));
        ApiInvoker invoker = new ApiInvoker(functions, specs, account);
        for (HttpApiDefinition api : plan.topology().httpApis()) {
            int port = firstPort == 0 ? 0 : firstPort + apis.size();
            var settings = new EmulatorSettings(
                    port, account.region(), account.accountId(), Clock.systemUTC(), Optional.empty(), 42L);
            apis.add(new ApiGatewayEmulator(api, settings, invoker).start());
        }
    }

    private void startStreams(AppPlan plan, LambdaLogger log) {
        Map<String, FunctionSpec> specs = new LinkedHashMap<>();
        plan.functions().forEach((name, checked) -> specs.put(name, checked.spec()));
        streams.startMappings(plan.topology().kinesis(), functions, specs, account, mappingSqs, log);
    }

    private void startEvents(AppPlan plan, int port) {
        var settings = new EmulatorSettings(
                port, account.region(), account.accountId(), Clock.systemUTC(), Optional.empty(), 42L);
        events = AppEvents.start(plan.topology().events(), settings, mappingSqs, sqs.endpoint());
    }

    private void startMappings(AppPlan plan, LambdaLogger log) {
        for (MappingSpec mapping : plan.topology().mappings()) {
            if (!mapping.enabled()) continue;
            FunctionSpec function = plan.functions().get(mapping.function()).spec();
            String queueUrl = account.queueUrl(mapping.queue());
            MappingSource source = new MappingSource(
                    mappingSqs,
                    queueUrl,
                    QueueUrls.arnOf(queueUrl, account.region()),
                    account.region(),
                    function.name(),
                    function.timeout().toMillis(),
                    function.memoryMb());
            mappings.add(new EventSourceMapping(
                            source,
                            plan.mappingSettings().get(mapping.logicalId()),
                            new SqsInvoker(
                                    functions.get(mapping.function()),
                                    function.timeout(),
                                    mapping.reportBatchItemFailures()),
                            log)
                    .start());
        }
    }
}

package io.durabledispatch.emulators.lambda;

import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import io.durabledispatch.durableservice.DurableExecutionService;
import io.durabledispatch.durableservice.ExecutionStore;
import io.durabledispatch.durableservice.ExecutionTotals;
import io.durabledispatch.durableservice.ExecutionView;
import io.durabledispatch.durableservice.InMemoryExecutionStore;
import io.durabledispatch.durableservice.ServiceSettings;
import io.durabledispatch.emulators.ExecutionCounts;
import io.durabledispatch.emulators.http.EmulatorSettings;
import io.durabledispatch.emulators.http.ErrorFormat;
import io.durabledispatch.emulators.http.FaultInjection;
import io.durabledispatch.emulators.http.LocalHttpServer;
import io.durabledispatch.emulators.quota.ApiQuotas;
import io.durabledispatch.runtime.DurableRuntime;
import io.durabledispatch.runtime.aws.LambdaDurableExecutionClient;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.Operation;

/**
 * Lambda durable functions on 127.0.0.1 for the real {@code LambdaClient}: Invoke with execution names, the
 * durable data and control planes, and in-process functions whose checkpoints come back over HTTP. The
 * service logic is durable-runtime's {@link DurableExecutionService}; this class wires it to HTTP.
 */
public final class LambdaEmulator implements AutoCloseable {
    /** Closed executions (and so their names) are kept this long unless configured otherwise. */
    public static final Duration DEFAULT_RETENTION = Duration.ofDays(14);
    /** The ExecutionTimeout of a function registered without a DurableConfig: one day. */
    public static final Duration DEFAULT_EXECUTION_TIMEOUT = Duration.ofDays(1);

    /** The API names of the operations served, for quotas and fault injection. */
    public static final Set<String> API_NAMES = Arrays.stream(LambdaOperation.values())
            .map(LambdaOperation::apiName)
            .collect(Collectors.toUnmodifiableSet());

    private static final int INVOKER_THREADS = 8;
    /**
     * Request threads for everyone who calls at once: a dispatcher's concurrent starts (16 by default), each
     * invoker's checkpoints, and the carrier, CLI and console. Fewer, and checkpoints queued behind starts.
     */
    private static final int HTTP_THREADS = 16 + INVOKER_THREADS + 4;

    private final FunctionRegistry registry;
    private final PlainInvocations plainInvocations = new PlainInvocations();
    private final ChainedInvokeHost chainedInvokes;
    private final DurableExecutionService service;
    private final InvocationDriver driver;
    private final FaultInjection faults;
    private final ApiQuotas quotas = new ApiQuotas();
    private final LocalHttpServer server;
    private final LambdaClient functionsClient;
    private final DurableFunctionConfig defaultConfig;

    public LambdaEmulator(EmulatorSettings settings) {
        this(settings, DEFAULT_RETENTION);
    }

    public LambdaEmulator(EmulatorSettings settings, Duration retention) {
        this.registry = new FunctionRegistry(settings.region(), settings.accountId());
        String arnPrefix = "arn:aws:lambda:" + settings.region() + ":" + settings.accountId() + ":function:";
        this.defaultConfig = new DurableFunctionConfig(DEFAULT_EXECUTION_TIMEOUT, retention);
        ServiceSettings serviceSettings = ServiceSettings.defaults()
                .withLocation(settings.region(), settings.accountId())
                .withRetention(retention)
                .withExecutionTimeout(DEFAULT_EXECUTION_TIMEOUT);
        this.chainedInvokes = new ChainedInvokeHost(registry, plainInvocations);
        this.service = new DurableExecutionService(
                store(settings),
                new HostedFunctionInvoker(registry, arnPrefix),
                chainedInvokes,
                settings.clock(),
                serviceSettings);
        this.driver = new InvocationDriver(service, settings.clock(), INVOKER_THREADS);
        chainedInvokes.attach(service, driver);
        this.faults = new FaultInjection(settings.faultSeed());
        LambdaApi api = new LambdaApi(
                new InvokeEndpoint(registry, service, driver, plainInvocations),
                new ExecutionEndpoints(registry, service),
                new CallbackEndpoints(service, driver),
                faults,
                quotas);
        this.server = new LocalHttpServer(
                "lambda", settings.port(), HTTP_THREADS, api, ErrorFormat.REST_JSON, "ServiceException");
        this.functionsClient = LocalLambdaClients.create(server.endpoint(), settings.region());
    }

    /**
     * Hosts {@code handler} as durable function {@code name}, reachable through {@code alias} (and version 1,
     * $LATEST), with the emulator's default DurableConfig (retention as constructed, a one-day ExecutionTimeout)
     * and {@link FunctionLimits#GENEROUS} limits.
     */
    public void registerFunction(String name, String alias, RequestStreamHandler handler) {
        registerFunction(name, alias, handler, defaultConfig);
    }

    /** As above, with the function's own DurableConfig. */
    public void registerFunction(
            String name, String alias, RequestStreamHandler handler, DurableFunctionConfig config) {
        registerFunction(name, alias, handler, config, FunctionLimits.GENEROUS);
    }

    /** As above, with the function's own Timeout and MemorySize: an invocation past the timeout fails. */
    public void registerFunction(
            String name,
            String alias,
            RequestStreamHandler handler,
            DurableFunctionConfig config,
            FunctionLimits limits) {
        registry.register(name, alias, handler, new FunctionConfiguration(limits, Optional.of(config)));
    }

    /**
     * Hosts {@code handler} as a plain (not durable) function: Invoke runs it once, unqualified or through
     * {@code alias}, and answers with its response; chained invokes may target it.
     */
    public void registerPlainFunction(String name, String alias, RequestStreamHandler handler, FunctionLimits limits) {
        registry.register(name, alias, handler, new FunctionConfiguration(limits, Optional.empty()));
    }

    /** Publishes {@code handler} as the function's next version; returns the version number. */
    public String publishVersion(String name, RequestStreamHandler handler) {
        return registry.publishVersion(name, handler);
    }

    /** Points {@code alias} at {@code version}; running executions stay on the version they started on. */
    public void updateAlias(String name, String alias, String version) {
        registry.updateAlias(name, alias, version);
    }

    /** A durable runtime whose checkpoints go over HTTP to this emulator: build hosted workflows with it. */
    public DurableRuntime runtime() {
        return DurableRuntime.using(new LambdaDurableExecutionClient(functionsClient));
    }

    public LambdaEmulator start() {
        server.start();
        driver.start();
        return this;
    }

    public URI endpoint() {
        return server.endpoint();
    }

    /** When the emulator next has work of its own (a wait, retry, timeout or expiry): for manual-clock tests. */
    public java.util.Optional<Instant> nextWakeUp() {
        return service.nextWakeUp();
    }

    public FaultInjection faults() {
        return faults;
    }

    /** Per-API rate quotas ({@code Invoke} for durable starts, {@code GetDurableExecution}, ...); none by default. */
    public ApiQuotas quotas() {
        return quotas;
    }

    /** Every execution of every hosted function, oldest first: the read model for CLI and console. */
    public List<ExecutionView> executions() {
        return ExecutionReadModel.all(service, registry.names());
    }

    /** How many executions were started and closed, counted as they happen (no listing). */
    public ExecutionCounts executionCounts() {
        ExecutionTotals totals = service.totals();
        return new ExecutionCounts(totals.started(), totals.closed());
    }

    public ExecutionView execution(String executionArn) {
        return service.get(executionArn);
    }

    /** The recorded operations of an execution, in start order. */
    public List<Operation> operations(String executionArn) {
        return service.operations(executionArn);
    }

    public void completeCallback(String callbackId, String resultJson) {
        service.succeedCallback(callbackId, resultJson);
        driver.kick();
    }

    public void failCallback(String callbackId, String errorType, String errorMessage) {
        service.failCallback(
                callbackId,
                ErrorObject.builder()
                        .errorType(errorType)
                        .errorMessage(errorMessage)
                        .build());
        driver.kick();
    }

    public Instant stop(String executionArn, String errorType, String errorMessage) {
        return service.stop(
                executionArn,
                ErrorObject.builder()
                        .errorType(errorType)
                        .errorMessage(errorMessage)
                        .build());
    }

    @Override
    public void close() {
        chainedInvokes.close();
        plainInvocations.close();
        driver.close();
        server.close();
        functionsClient.close();
    }

    private static ExecutionStore store(EmulatorSettings settings) {
        return settings.dataDirectory()
                .<ExecutionStore>map(dir -> new FileExecutionStore(dir.resolve("lambda")))
                .orElseGet(InMemoryExecutionStore::new);
    }
}

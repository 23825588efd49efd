package io.durabledispatch.emulators.stepfunctions;

import io.durabledispatch.emulators.ExecutionCounts;
import io.durabledispatch.emulators.http.EmulatorSettings;
import io.durabledispatch.emulators.http.ErrorFormat;
import io.durabledispatch.emulators.http.FaultInjection;
import io.durabledispatch.emulators.http.LocalHttpServer;
import io.durabledispatch.emulators.quota.ApiQuotas;
import java.net.URI;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Step Functions on 127.0.0.1 for the real {@code SfnClient}: StartExecution (with the STANDARD name table;
 * EXPRESS starts never deduplicate), DescribeExecution, ListExecutions, StopExecution, GetExecutionHistory and
 * DescribeStateMachine (versions and aliases included). State machines are Java functions run asynchronously as
 * one Task state ({@link LocalTask}), so executions move RUNNING → SUCCEEDED/FAILED like on AWS and record the
 * events of that state.
 */
public final class StepFunctionsEmulator implements AutoCloseable {
    /** How long a closed execution's name stays taken. */
    public static final Duration NAME_MEMORY = Duration.ofDays(90);

    /** Request threads: a dispatcher's concurrent starts (16 by default) plus the CLI and console. */
    private static final int HTTP_THREADS = 16 + 4;

    /** The API names of the operations served, for quotas and fault injection. */
    public static final Set<String> API_NAMES =
            Set.of("StartExecution", "DescribeExecution", "ListExecutions", "StopExecution", "GetExecutionHistory");

    private final EmulatorSettings settings;
    private final FaultInjection faults;
    private final ApiQuotas quotas = new ApiQuotas();
    private final ExecutorService runner = Executors.newFixedThreadPool(4);
    private final StepFunctionsOperations operations;
    private final LocalHttpServer server;

    public StepFunctionsEmulator(EmulatorSettings settings) {
        this.settings = settings;
        this.faults = new FaultInjection(settings.faultSeed());
        SfnExecutionStore store = settings.dataDirectory()
                .<SfnExecutionStore>map(dir -> new FileSfnExecutionStore(dir.resolve("stepfunctions")))
                .orElseGet(InMemorySfnExecutionStore::new);
        this.operations = new StepFunctionsOperations(
                new StateMachines(settings.clock()), new SfnExecutions(store, settings.clock(), NAME_MEMORY), runner);
        this.server = new LocalHttpServer(
                "stepfunctions",
                settings.port(),
                HTTP_THREADS,
                new SfnApi(operations, faults, quotas),
                ErrorFormat.AWS_JSON_1_0,
                "InternalFailure");
    }

    /** Registers a STANDARD state machine backed by {@code machine}; returns its ARN. Register before start. */
    public String registerStateMachine(String name, LocalStateMachine machine) {
        return registerStateMachine(name, SfnType.STANDARD, machine);
    }

    /** Registers a state machine of {@code type}; returns its unqualified ARN. */
    public String registerStateMachine(String name, SfnType type, LocalStateMachine machine) {
        String arn = "arn:aws:states:" + settings.region() + ":" + settings.accountId() + ":stateMachine:" + name;
        operations.machines().register(arn, name, type, machine);
        return arn;
    }

    /** Publishes the next version (1, 2, …) of a registered state machine; returns the version ARN. */
    public String publishVersion(String stateMachineArn) {
        return operations
                .machines()
                .unqualified(stateMachineArn)
                .publishVersion(settings.clock().instant());
    }

    /** Points alias {@code name} at a published version; returns the alias ARN. */
    public String createAlias(String stateMachineArn, String name, int version) {
        return operations.machines().unqualified(stateMachineArn).alias(name, version);
    }

    /** Starts serving, and resumes executions a data directory kept RUNNING. */
    public StepFunctionsEmulator start() {
        server.start();
        operations.resumeRunning();
        return this;
    }

    public URI endpoint() {
        return server.endpoint();
    }

    public FaultInjection faults() {
        return faults;
    }

    /** Per-API rate quotas ({@code StartExecution}, {@code DescribeExecution}, ...); none by default. */
    public ApiQuotas quotas() {
        return quotas;
    }

    /** Every execution, newest first: the read model for the CLI and console. */
    public List<SfnExecution> executions() {
        return operations.all().stream()
                .sorted(Comparator.comparing(SfnExecution::startDate).reversed())
                .toList();
    }

    public Optional<SfnExecution> execution(String executionArn) {
        return operations.find(executionArn);
    }

    /** How many executions were started and closed, counted as they happen (no listing). */
    public ExecutionCounts executionCounts() {
        return operations.counts();
    }

    public SfnExecution stop(String executionArn, String error, String cause) {
        return operations.stop(executionArn, error, cause);
    }

    @Override
    public void close() {
        server.close();
        runner.shutdownNow();
        try {
            // Running state machines finish their write before a data directory may be removed.
            runner.awaitTermination(5, java.util.concurrent.TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}

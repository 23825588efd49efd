package io.durabledispatch.local.stepfunctions;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The STANDARD execution name table and life cycle. A name is remembered per state machine while the
 * execution runs and for {@code nameMemory} after it closes; within that window a start with the same name
 * returns the running execution when the input is identical and is refused otherwise.
 */
final class SfnExecutions {
    private final SfnExecutionStore store;
    private final Clock clock;
    private final Duration nameMemory;
    /** Monotonic counts, so that progress and quiet can be read without listing executions. */
    private final AtomicLong started = new AtomicLong();

    private final AtomicLong closed = new AtomicLong();

    SfnExecutions(SfnExecutionStore store, Clock clock, Duration nameMemory) {
        this.store = store;
        this.clock = clock;
        this.nameMemory = nameMemory;
        List<SfnExecution> kept = store.all();
        started.set(kept.size());
        closed.set(kept.stream().filter(e -> !e.isRunning()).count());
    }

    record StartOutcome(SfnExecution execution, boolean created) {}

    synchronized StartOutcome start(String stateMachineArn, String requestedName, String input) {
        String name = requestedName == null ? UUID.randomUUID().toString() : requestedName;
        SfnNames.validate(name);
        String executionArn = executionArn(stateMachineArn, name);
        Optional<SfnExecution> existing = store.find(executionArn).filter(this::remembered);
        if (existing.isPresent()) {
            return new StartOutcome(sameRunningStart(existing.get(), input), false);
        }
        SfnExecution execution = SfnExecution.started(executionArn, stateMachineArn, name, input, clock.instant());
        store.save(execution);
        started.incrementAndGet();
        return new StartOutcome(execution, true);
    }

    Optional<SfnExecution> find(String executionArn) {
        return store.find(executionArn);
    }

    /** Executions of one state machine, newest first (the service's order). */
    List<SfnExecution> list(String stateMachineArn, Optional<SfnStatus> status) {
        return store.all().stream()
                .filter(e -> e.stateMachineArn().equals(stateMachineArn))
                .filter(e -> status.map(s -> s == e.status()).orElse(true))
                .sorted(Comparator.comparing(SfnExecution::startDate).reversed().thenComparing(SfnExecution::name))
                .toList();
    }

    List<SfnExecution> all() {
        return store.all();
    }

    synchronized SfnExecution stop(String executionArn, String error, String cause) {
        SfnExecution execution =
                store.find(executionArn).orElseThrow(() -> SfnErrors.executionDoesNotExist(executionArn));
        if (!execution.isRunning()) {
            return execution;
        }
        SfnExecution stopped = execution.closedWithError(SfnStatus.ABORTED, error, cause, clock.instant());
        store.save(stopped);
        closed.incrementAndGet();
        return stopped;
    }

    /** Records the function's outcome, unless the execution was stopped meanwhile. */
    synchronized void finish(String executionArn, String output, Throwable failure) {
        store.find(executionArn).filter(SfnExecution::isRunning).ifPresent(running -> {
            store.save(
                    failure == null
                            ? running.succeeded(output, clock.instant())
                            : running.closedWithError(
                                    SfnStatus.FAILED,
                                    failure.getClass().getName(),
                                    failure.getMessage(),
                                    clock.instant()));
            closed.incrementAndGet();
        });
    }

    /** Executions started since the store was created (those it held then included). */
    long startedCount() {
        return started.get();
    }

    /** Executions closed so far; {@code startedCount() - closedCount()} are running. */
    long closedCount() {
        return closed.get();
    }

    static String executionArn(String stateMachineArn, String name) {
        return stateMachineArn.replace(":stateMachine:", ":execution:") + ":" + name;
    }

    private SfnExecution sameRunningStart(SfnExecution existing, String input) {
        if (existing.isRunning() && existing.input().equals(input)) {
            return existing;
        }
        throw SfnErrors.executionAlreadyExists(existing.executionArn());
    }

    private boolean remembered(SfnExecution execution) {
        Instant closed = execution.stopDate();
        return closed == null || clock.instant().isBefore(closed.plus(nameMemory));
    }
}

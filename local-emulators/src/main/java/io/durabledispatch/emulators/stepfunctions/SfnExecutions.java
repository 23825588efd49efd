package io.durabledispatch.emulators.stepfunctions;

import io.durabledispatch.routes.arn.StateMachineArns;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Optional;
import java.util.TreeMap;
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
    /** Per state machine, its executions in the service's list order, so a page costs its size (guarded by this). */
    private final Map<String, NavigableMap<ListPosition, String>> listOrder = new HashMap<>();

    private final Map<String, ListPosition> positions = new HashMap<>();

    SfnExecutions(SfnExecutionStore store, Clock clock, Duration nameMemory) {
        this.store = store;
        this.clock = clock;
        this.nameMemory = nameMemory;
        List<SfnExecution> kept = store.all();
        kept.forEach(this::index);
        started.set(kept.size());
        closed.set(kept.stream().filter(e -> !e.isRunning()).count());
    }

    /** Where an execution sits in ListExecutions: newest start first, then by name; also the page token. */
    record ListPosition(Instant startDate, String name) implements Comparable<ListPosition> {
        private static final Comparator<ListPosition> ORDER =
                Comparator.comparing(ListPosition::startDate).reversed().thenComparing(ListPosition::name);

        @Override
        public int compareTo(ListPosition other) {
            return ORDER.compare(this, other);
        }

        String token() {
            return startDate.getEpochSecond() + "_" + startDate.getNano() + "_" + name;
        }

        /** Seconds and nanos never contain '_', so the first two separate them from a name that may. */
        static Optional<ListPosition> parse(String token) {
            String[] parts = token.split("_", 3);
            try {
                return parts.length < 3
                        ? Optional.empty()
                        : Optional.of(new ListPosition(
                                Instant.ofEpochSecond(Long.parseLong(parts[0]), Long.parseLong(parts[1])), parts[2]));
            } catch (NumberFormatException | java.time.DateTimeException e) {
                return Optional.empty();
            }
        }
    }

    /** One page of ListExecutions; {@code nextToken} is null on the last page. */
    record Page(List<SfnExecution> executions, String nextToken) {}

    private void index(SfnExecution execution) {
        ListPosition position = new ListPosition(execution.startDate(), execution.name());
        ListPosition previous = positions.put(execution.executionArn(), position);
        NavigableMap<ListPosition, String> order =
                listOrder.computeIfAbsent(execution.stateMachineArn(), arn -> new TreeMap<>());
        if (previous != null) {
            order.remove(previous); // a name reused after its memory ended: the new execution replaces it
        }
        order.put(position, execution.executionArn());
    }

    record StartOutcome(SfnExecution execution, boolean created) {}

    /** The version and alias ARNs a start came through; null when not through one. */
    record Qualifiers(String versionArn, String aliasArn) {
        static final Qualifiers NONE = new Qualifiers(null, null);
    }

    synchronized StartOutcome start(String stateMachineArn, String requestedName, String input) {
        return start(stateMachineArn, Qualifiers.NONE, requestedName, input);
    }

    /**
     * A version or alias start shares the state machine's name table: a duplicate answers the execution as it
     * was first started, with its version and alias.
     */
    synchronized StartOutcome start(String stateMachineArn, Qualifiers qualifiers, String requestedName, String input) {
        String name = requestedName == null ? UUID.randomUUID().toString() : requestedName;
        SfnNames.validate(name);
        String executionArn = StateMachineArns.executionArn(stateMachineArn, name);
        Optional<SfnExecution> existing = store.find(executionArn).filter(this::remembered);
        if (existing.isPresent()) {
            return new StartOutcome(sameRunningStart(existing.get(), input), false);
        }
        SfnExecution execution = started(executionArn, stateMachineArn, qualifiers, name, input);
        store.save(execution);
        index(execution);
        started.incrementAndGet();
        return new StartOutcome(execution, true);
    }

    /** EXPRESS: no name table, every start is a new execution (its ARN ends in a fresh id). */
    StartOutcome startExpress(String stateMachineArn, String requestedName, String input) {
        return startExpress(stateMachineArn, Qualifiers.NONE, requestedName, input);
    }

    StartOutcome startExpress(String stateMachineArn, Qualifiers qualifiers, String requestedName, String input) {
        String name = requestedName == null ? UUID.randomUUID().toString() : requestedName;
        SfnNames.validate(name);
        String executionArn =
                stateMachineArn.replace(":stateMachine:", ":express:") + ":" + name + ":" + UUID.randomUUID();
        SfnExecution execution = started(executionArn, stateMachineArn, qualifiers, name, input);
        store.save(execution);
        started.incrementAndGet(); // closed is counted in finish, as for STANDARD
        return new StartOutcome(execution, true);
    }

    private SfnExecution started(
            String executionArn, String stateMachineArn, Qualifiers qualifiers, String name, String input) {
        Instant at = clock.instant();
        return SfnExecution.started(executionArn, stateMachineArn, name, input, at)
                .qualified(qualifiers.versionArn(), qualifiers.aliasArn())
                .recorded(
                        at,
                        new SfnEventDetails.ExecutionStarted(
                                input,
                                StateMachineArn.localRole(stateMachineArn),
                                qualifiers.versionArn(),
                                qualifiers.aliasArn()));
    }

    Optional<SfnExecution> find(String executionArn) {
        return store.find(executionArn);
    }

    /**
     * The task begins: records entering its state, scheduling and starting it, once (an execution resumed after
     * a restart runs its task again without entering the state again). False when no longer running.
     */
    synchronized boolean taskStarted(String executionArn) {
        Optional<SfnExecution> running = store.find(executionArn).filter(SfnExecution::isRunning);
        running.filter(e -> e.history().size() == 1) // only ExecutionStarted so far: the task never began
                .ifPresent(e -> store.save(e.recorded(clock.instant(), LocalTask.entered(e))));
        return running.isPresent();
    }

    /**
     * A page of one state machine's executions, newest first (the service's order), from {@code token} on: it
     * costs the executions it returns plus those the status filter skips, not all executions held.
     */
    synchronized Page list(String stateMachineArn, Optional<SfnStatus> status, String token, int maxResults) {
        NavigableMap<ListPosition, String> order = listOrder.getOrDefault(stateMachineArn, new TreeMap<>());
        if (token != null) {
            ListPosition from = ListPosition.parse(token).orElseThrow(() -> SfnErrors.invalidToken(token));
            order = order.tailMap(from, true);
        }
        List<SfnExecution> page = new ArrayList<>();
        for (Map.Entry<ListPosition, String> entry : order.entrySet()) {
            Optional<SfnExecution> execution = store.find(entry.getValue());
            if (execution.isEmpty()
                    || !status.map(s -> s == execution.get().status()).orElse(true)) {
                continue;
            }
            if (page.size() == maxResults) {
                return new Page(page, entry.getKey().token());
            }
            page.add(execution.get());
        }
        return new Page(page, null);
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
        Instant at = clock.instant();
        SfnExecution stopped = execution
                .closedWithError(SfnStatus.ABORTED, error, cause, at)
                .recorded(at, new SfnEventDetails.ExecutionAborted(error, cause));
        store.save(stopped);
        closed.incrementAndGet();
        return stopped;
    }

    /** Records the function's outcome, unless the execution was stopped meanwhile. */
    synchronized void finish(String executionArn, String output, Throwable failure) {
        store.find(executionArn).filter(SfnExecution::isRunning).ifPresent(running -> {
            Instant at = clock.instant();
            if (failure == null) {
                store.save(running.succeeded(output, at).recorded(at, LocalTask.succeeded(output)));
            } else {
                String error = failure.getClass().getName();
                String cause = failure.getMessage();
                store.save(running.closedWithError(SfnStatus.FAILED, error, cause, at)
                        .recorded(at, LocalTask.failed(error, cause)));
            }
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

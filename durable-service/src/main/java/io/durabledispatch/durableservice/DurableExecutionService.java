package io.durabledispatch.durableservice;

import static io.durabledispatch.durableservice.DurableServiceException.invalidParameter;
import static io.durabledispatch.durableservice.DurableServiceException.invalidToken;
import static io.durabledispatch.durableservice.DurableServiceException.notFound;

import io.durabledispatch.runtime.wire.CheckpointRequest;
import io.durabledispatch.runtime.wire.CheckpointResponse;
import io.durabledispatch.runtime.wire.StatePage;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.Event;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.Operation;
import software.amazon.awssdk.services.lambda.model.OperationStatus;
import software.amazon.awssdk.services.lambda.model.OperationUpdate;

/**
 * The Lambda durable execution service, in process and without HTTP: executions and their name table,
 * checkpoints, state pages, timers, callbacks, stop, queries, and re-invocation through a
 * {@link FunctionInvoker}. Thread-safe: every state change happens under this object's lock, and
 * functions are invoked outside it (they call back into {@link #checkpoint}).
 */
public final class DurableExecutionService {
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_-]{1,64}");
    private static final int MAX_INVOCATIONS_PER_RUN = 10_000;
    private static final String DELTA_MARKER = "changed-";

    private final ExecutionStore store;
    private final FunctionInvoker invoker;
    private final Optional<ChainedInvoker> chained;
    private final Clock clock;
    private final ServiceSettings settings;
    private final ExecutionTable table = new ExecutionTable();
    /** When each open execution next has something due: an invocation, a wait, a retry, a callback deadline. */
    private final DueQueue wakeUps = new DueQueue();
    /** When each closed execution's retention ends and it (and its name) is forgotten. */
    private final DueQueue expiries = new DueQueue();
    /** Counted as executions open and close, so that progress is read without listing (guarded by this). */
    private long started;

    private long closed;

    /** A service that refuses {@code CHAINED_INVOKE} (it has no host that could start the target). */
    public DurableExecutionService(
            ExecutionStore store, FunctionInvoker invoker, Clock clock, ServiceSettings settings) {
        this(store, invoker, Optional.empty(), clock, settings);
    }

    /** A service whose durable functions may invoke others: {@code chained} starts the targets. */
    public DurableExecutionService(
            ExecutionStore store,
            FunctionInvoker invoker,
            ChainedInvoker chained,
            Clock clock,
            ServiceSettings settings) {
        this(store, invoker, Optional.of(chained), clock, settings);
    }

    private DurableExecutionService(
            ExecutionStore store,
            FunctionInvoker invoker,
            Optional<ChainedInvoker> chained,
            Clock clock,
            ServiceSettings settings) {
        this.store = store;
        this.invoker = invoker;
        this.chained = chained;
        this.clock = clock;
        this.settings = settings;
        Instant now = clock.instant();
        store.restore().forEach(snapshot -> hold(ExecutionRecord.restore(snapshot, now)));
    }

    /** Indexes a restored execution and schedules it, without writing it back. */
    private void hold(ExecutionRecord record) {
        table.add(record);
        started++;
        countIfClosed(record);
        schedule(record);
    }

    /** Counts an execution's close once, whichever change closed it (a checkpoint, an outcome, a timeout, stop). */
    private void countIfClosed(ExecutionRecord record) {
        if (record.closed() && table.firstSeenClosed(record.identity().executionArn())) {
            closed++;
        }
    }

    /** Invoke with an optional execution name, per the name table (docs/reference/durable-protocol.md, "Execution names"). */
    public synchronized StartedExecution start(StartExecutionRequest request) {
        Instant now = clock.instant();
        expireDue(now);
        String name = request.executionName();
        if (name != null) {
            if (!NAME.matcher(name).matches()) {
                throw invalidParameter("DurableExecutionName must be 1-64 characters of [A-Za-z0-9_-]");
            }
            Optional<ExecutionTable.Entry> existing = table.findByName(request.functionName(), name);
            if (existing.isPresent()) {
                return duplicate(existing.get(), name, request);
            }
        }
        ExecutionIdentity created = create(request, name, now).identity();
        return new StartedExecution(created.executionArn(), true, created.version());
    }

    /** A duplicate answers with the existing execution, on the version it was started on. */
    private static StartedExecution duplicate(
            ExecutionTable.Entry existing, String name, StartExecutionRequest request) {
        if (!Objects.equals(existing.inputPayload(), request.payload())) {
            throw DurableServiceException.alreadyStarted(name);
        }
        return new StartedExecution(
                existing.executionArn(), false, existing.view().version());
    }

    private ExecutionRecord create(StartExecutionRequest request, String givenName, Instant now) {
        ExecutionRecord record = NewExecution.create(settings, request, givenName, now);
        table.add(record);
        started++;
        changed(record);
        return record;
    }

    /** CheckpointDurableExecution: validates the whole batch, applies it in order, returns the delta. */
    public synchronized CheckpointResponse checkpoint(String executionArn, CheckpointRequest request) {
        ExecutionRecord record = requireOpen(executionArn);
        Optional<CheckpointResponse> replay = record.replayOf(request);
        if (replay.isPresent()) {
            return replay.get();
        }
        requireToken(record, request.checkpointToken());
        Instant now = clock.instant();
        Timers.fire(record, now);
        ChainedInvokes.requireSupported(request.updates(), chained.isPresent());
        CheckpointValidator.validate(record, request.updates());
        Set<String> delta = new LinkedHashSet<>(record.undelivered);
        record.undelivered.clear();
        for (OperationUpdate update : request.updates()) {
            UpdateApplier.apply(record, update, now);
            delta.add(update.id());
        }
        record.tokenSequence++;
        record.lastDelta = List.copyOf(delta);
        CheckpointResponse response =
                new CheckpointResponse(record.currentToken(), deltaPage(record, 0, settings.statePageSize()));
        record.accepted(request, response);
        changed(record);
        chained.ifPresent(
                host -> ChainedInvokes.toStart(record, request.updates()).forEach(host::start));
        return response;
    }

    /**
     * The host started the target of {@code invoke}: the caller's history records ChainedInvokeStarted with the
     * version that runs and, for a durable target, its execution ({@code targetExecutionArn}, else null). Recorded
     * once, while the operation is open.
     */
    public synchronized void chainedInvokeStarted(
            ChainedInvoker.ChainedInvoke invoke, String executedVersion, String targetExecutionArn) {
        Optional<ExecutionRecord> open = require(invoke.executionArn()).full();
        var target = new Occurrence.Target(invoke, executedVersion, targetExecutionArn);
        if (open.isPresent() && ChainedInvokes.started(open.get(), target, clock.instant())) {
            changed(open.get());
        }
    }

    /**
     * The target of a chained invoke finished: its outcome ({@code SUCCEEDED} with a result, or {@code FAILED},
     * {@code TIMED_OUT}, {@code STOPPED} with an error) goes into the caller's operation, and the caller is
     * invoked again. A report for an operation that is no longer open is ignored.
     */
    public synchronized void completeChainedInvoke(
            String executionArn, String operationId, OperationStatus status, String result, ErrorObject error) {
        Optional<ExecutionRecord> open = require(executionArn).full();
        if (open.isPresent()
                && ChainedInvokes.complete(open.get(), operationId, status, result, error, clock.instant())) {
            changed(open.get());
        }
    }

    /**
     * GetDurableExecutionState: one page of all operations, in start order; the token is not consumed. A marker
     * from a checkpoint response continues that response's changed operations instead.
     */
    public synchronized StatePage state(String executionArn, String checkpointToken, String marker, int maxItems) {
        ExecutionRecord record = requireOpen(executionArn);
        requireToken(record, checkpointToken);
        int size = maxItems > 0 ? Math.min(maxItems, 1000) : settings.statePageSize();
        if (marker != null && marker.startsWith(DELTA_MARKER)) {
            return deltaPage(record, offset(marker.substring(DELTA_MARKER.length())), size);
        }
        return Invocations.page(record, offset(marker), size);
    }

    /**
     * The operations a checkpoint changed, a page at a time: large responses are paged as the service may, and
     * the caller fetches the rest with GetDurableExecutionState and the NextMarker.
     */
    private static StatePage deltaPage(ExecutionRecord record, int from, int size) {
        List<Operation> changed = record.operationsIn(record.lastDelta);
        int start = Math.min(from, changed.size());
        int to = Math.min(changed.size(), start + size);
        String next = to < changed.size() ? DELTA_MARKER + to : null;
        return new StatePage(List.copyOf(changed.subList(start, to)), next);
    }

    /** Markers are opaque to callers; here they are offsets into a list that only ever grows at its end. */
    private static int offset(String marker) {
        try {
            return marker == null || marker.isEmpty() ? 0 : Integer.parseInt(marker);
        } catch (NumberFormatException e) {
            throw invalidParameter("Marker " + marker + " is not a marker of this service");
        }
    }

    private static void requireToken(ExecutionRecord record, String token) {
        if (record.closed()) {
            throw invalidToken("the execution is closed");
        }
        if (!record.invoking || !record.currentToken().equals(token)) {
            throw invalidToken("the token is stale, reused or foreign");
        }
    }

    private ExecutionTable.Entry require(String executionArn) {
        expireDue(clock.instant());
        return table.find(executionArn).orElseThrow(() -> notFound("Durable execution " + executionArn + " not found"));
    }

    /** The full record of an execution that may still take checkpoints; a summarised one is closed. */
    private ExecutionRecord requireOpen(String executionArn) {
        return require(executionArn).full().orElseThrow(() -> invalidToken("the execution is closed"));
    }

    /** The record of an open execution, for tests in this package. */
    Optional<ExecutionRecord> openRecord(String executionArn) {
        return table.find(executionArn).flatMap(ExecutionTable.Entry::full);
    }

    /** Forgets every closed execution whose retention has ended: O(log N) each, nothing when none is due. */
    private void expireDue(Instant now) {
        Optional<String> expired;
        while ((expired = expiries.pollDue(now)).isPresent()) {
            table.remove(expired.get());
            store.delete(expired.get());
        }
    }

    /**
     * After every change to one execution: persist it (that one only), schedule its next wake-up, and once it is
     * closed and no invocation holds it any more, keep only its summary in memory.
     */
    private void changed(ExecutionRecord record) {
        store.save(record);
        countIfClosed(record);
        schedule(record);
    }

    private void schedule(ExecutionRecord record) {
        String arn = record.identity().executionArn();
        Optional<Instant> next = Timers.nextWakeUp(record, settings);
        if (record.closed()) {
            wakeUps.cancel(arn);
            expiries.reschedule(arn, next);
            if (!record.invoking) {
                table.summarise(record);
            }
        } else {
            wakeUps.reschedule(arn, next);
        }
    }

    /** SendDurableExecutionCallbackSuccess: {@code result} is the request body as text; empty or null is none. */
    public synchronized void succeedCallback(String callbackId, String result) {
        onCallback(callbackId, (record, callback, now) -> Callbacks.succeed(record, callback, result, now));
    }

    /** SendDurableExecutionCallbackFailure. */
    public synchronized void failCallback(String callbackId, ErrorObject error) {
        onCallback(callbackId, (record, callback, now) -> Callbacks.fail(record, callback, error, now));
    }

    /** SendDurableExecutionCallbackHeartbeat: re-arms the heartbeat deadline only. */
    public synchronized void heartbeatCallback(String callbackId) {
        onCallback(callbackId, Callbacks::heartbeat);
    }

    private interface CallbackAction {
        void apply(ExecutionRecord record, Operation callback, Instant now);
    }

    /**
     * The documented errors: a malformed id is InvalidParameterValueException, an unknown one
     * ResourceNotFoundException, one that completed or timed out (or whose execution closed)
     * CallbackTimeoutException.
     */
    private void onCallback(String callbackId, CallbackAction action) {
        if (!CallbackIds.wellFormed(callbackId)) {
            throw invalidParameter("CallbackId must be 1-1024 characters of base64, was '" + callbackId + "'");
        }
        CallbackIds.Location location =
                CallbackIds.parse(callbackId).orElseThrow(() -> notFound("Callback " + callbackId + " not found"));
        Instant now = clock.instant();
        expireDue(now);
        ExecutionTable.Entry entry = table.find(location.executionArn())
                .orElseThrow(() -> notFound("Callback " + callbackId + " not found"));
        ExecutionRecord record = entry.full()
                .orElseThrow(() -> Callbacks.closedExecution(
                        store.operations(location.executionArn()), location.operationId(), callbackId));
        action.apply(record, Callbacks.open(record, location.operationId(), callbackId, now), now);
        changed(record);
    }

    /** StopDurableExecution: closes a RUNNING execution as STOPPED; a closed one keeps its end time. */
    public synchronized Instant stop(String executionArn, ErrorObject error) {
        ExecutionTable.Entry entry = require(executionArn);
        Optional<ExecutionRecord> open = entry.full().filter(record -> !record.closed());
        if (open.isEmpty()) {
            return entry.view().endTimestamp();
        }
        ExecutionRecord record = open.get();
        ErrorObject reason = error == null || error.errorType() == null
                ? Lifecycle.error("Execution.Stopped", "stopped by request")
                : error;
        Lifecycle.close(record, ExecutionStatus.STOPPED, null, reason, clock.instant());
        changed(record);
        return record.endTimestamp();
    }

    /** GetDurableExecution. */
    public synchronized ExecutionView get(String executionArn) {
        return require(executionArn).view();
    }

    /** The operations of an execution in start order (a closed one's are read back from the store). */
    public synchronized List<Operation> operations(String executionArn) {
        ExecutionTable.Entry entry = require(executionArn);
        return entry.full().map(ExecutionRecord::operations).orElseGet(() -> store.operations(executionArn));
    }

    /**
     * GetDurableExecutionHistory: events oldest first (newest first with {@code reverse}); pages of
     * {@code maxItems} (default 100, at most 1000); the marker is an opaque offset into that order. A closed
     * execution's events are read back from the store.
     */
    public synchronized HistoryPage history(String executionArn, String marker, int maxItems, boolean reverse) {
        ExecutionTable.Entry entry = require(executionArn);
        List<Event> events = new ArrayList<>(
                entry.full().map(ExecutionRecord::history).orElseGet(() -> store.history(executionArn)));
        if (reverse) {
            Collections.reverse(events);
        }
        int size = maxItems > 0 ? Math.min(maxItems, 1000) : 100;
        int from = Math.min(offset(marker), events.size());
        int to = Math.min(events.size(), from + size);
        return new HistoryPage(List.copyOf(events.subList(from, to)), to < events.size() ? Integer.toString(to) : null);
    }

    /**
     * ListDurableExecutionsByFunction, oldest first unless reversed. The marker is the start-order position of
     * the next match, so a page costs what it returns (plus the non-matching executions it skips), not the
     * executions held.
     */
    public synchronized ExecutionListing list(ListExecutionsQuery query) {
        expireDue(clock.instant());
        List<ExecutionView> page = new ArrayList<>();
        String nextMarker = null;
        Long from = query.marker() == null || query.marker().isEmpty() ? null : position(query.marker());
        for (ExecutionTable.Entry entry : table.inStartOrder(query.functionName(), from, query.reverse())) {
            ExecutionView view = entry.view();
            if (!query.matches(view)) {
                continue;
            }
            if (page.size() == query.maxItems()) {
                nextMarker = Long.toString(entry.order());
                break;
            }
            page.add(view);
        }
        return new ExecutionListing(page, nextMarker);
    }

    private static long position(String marker) {
        try {
            return Long.parseLong(marker);
        } catch (NumberFormatException e) {
            throw invalidParameter("Marker " + marker + " is not a marker of this service");
        }
    }

    // ---- the driver: timers and re-invocation ----

    /**
     * Fires every timer that is due and runs every invocation that is due, one at a time per execution,
     * until nothing is left to do now. Returns the number of invocations made.
     */
    public int runDue() {
        int invocations = 0;
        Optional<Invocations.Prepared> next;
        while (invocations < MAX_INVOCATIONS_PER_RUN && (next = prepareNext()).isPresent()) {
            byte[] output = null;
            Exception failure = null;
            try {
                output = invoker.invoke(
                        next.get().functionName(),
                        next.get().version(),
                        next.get().input());
            } catch (Exception e) {
                failure = e;
            }
            finish(next.get().executionArn(), output, failure);
            invocations++;
        }
        return invocations;
    }

    /** Takes due wake-ups, earliest first, until one makes an execution due for invocation. */
    private synchronized Optional<Invocations.Prepared> prepareNext() {
        Instant now = clock.instant();
        expireDue(now);
        Optional<String> due;
        while ((due = wakeUps.pollDue(now)).isPresent()) {
            Optional<ExecutionRecord> found = openRecord(due.get());
            if (found.isEmpty()) {
                continue;
            }
            ExecutionRecord record = found.get();
            Timers.fire(record, now);
            if (!record.invoking && record.invokeAt != null && !record.invokeAt.isAfter(now)) {
                Invocations.Prepared prepared = Invocations.prepare(record, settings, now);
                changed(record);
                return Optional.of(prepared);
            }
            changed(record); // fired while its invocation runs: due again once that finishes
        }
        return Optional.empty();
    }

    private synchronized void finish(String executionArn, byte[] output, Exception failure) {
        openRecord(executionArn).ifPresent(record -> {
            Invocations.finish(record, output, failure, settings, clock.instant());
            changed(record);
        });
    }

    /** Executions created and closed so far: constant time, unlike {@link #list}. */
    public synchronized ExecutionTotals totals() {
        return new ExecutionTotals(started, closed);
    }

    /** The earliest moment at which {@link #runDue()} would have something to do. */
    public synchronized Optional<Instant> nextWakeUp() {
        Optional<Instant> wakeUp = wakeUps.next();
        Optional<Instant> expiry = expiries.next();
        if (wakeUp.isEmpty() || expiry.isEmpty()) {
            return wakeUp.isPresent() ? wakeUp : expiry;
        }
        return Optional.of(wakeUp.get().isBefore(expiry.get()) ? wakeUp.get() : expiry.get());
    }

    Clock clock() {
        return clock;
    }
}

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
    }

    /** Invoke with an optional execution name, per the name table (docs/durable-protocol.md, "Execution names"). */
    public synchronized StartedExecution start(StartExecutionRequest request) {
        Instant now = clock.instant();
        purgeExpired(now);
        String name = request.executionName();
        if (name != null) {
            if (!NAME.matcher(name).matches()) {
                throw invalidParameter("DurableExecutionName must be 1-64 characters of [A-Za-z0-9_-]");
            }
            Optional<ExecutionRecord> existing = store.findByName(request.functionName(), name);
            if (existing.isPresent()) {
                return duplicate(existing.get(), request);
            }
        }
        ExecutionIdentity created = create(request, name, now).identity();
        return new StartedExecution(created.executionArn(), true, created.version());
    }

    /** A duplicate answers with the existing execution, on the version it was started on. */
    private static StartedExecution duplicate(ExecutionRecord existing, StartExecutionRequest request) {
        if (!existing.identity().inputPayload().equals(request.payload())) {
            throw DurableServiceException.alreadyStarted(existing.identity().executionName());
        }
        return new StartedExecution(
                existing.identity().executionArn(), false, existing.identity().version());
    }

    private ExecutionRecord create(StartExecutionRequest request, String givenName, Instant now) {
        ExecutionRecord record = NewExecution.create(settings, request, givenName, now);
        store.save(record);
        return record;
    }

    /** CheckpointDurableExecution: validates the whole batch, applies it in order, returns the delta. */
    public synchronized CheckpointResponse checkpoint(String executionArn, CheckpointRequest request) {
        ExecutionRecord record = require(executionArn);
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
        store.save(record);
        chained.ifPresent(
                host -> ChainedInvokes.started(record, request.updates()).forEach(host::start));
        return response;
    }

    /**
     * The target of a chained invoke finished: its outcome ({@code SUCCEEDED} with a result, or {@code FAILED},
     * {@code TIMED_OUT}, {@code STOPPED} with an error) goes into the caller's operation, and the caller is
     * invoked again. A report for an operation that is no longer open is ignored.
     */
    public synchronized void completeChainedInvoke(
            String executionArn, String operationId, OperationStatus status, String result, ErrorObject error) {
        ExecutionRecord record = require(executionArn);
        if (ChainedInvokes.complete(record, operationId, status, result, error, clock.instant())) {
            store.save(record);
        }
    }

    /**
     * GetDurableExecutionState: one page of all operations, in start order; the token is not consumed. A marker
     * from a checkpoint response continues that response's changed operations instead.
     */
    public synchronized StatePage state(String executionArn, String checkpointToken, String marker, int maxItems) {
        ExecutionRecord record = require(executionArn);
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

    ExecutionRecord require(String executionArn) {
        return store.find(executionArn).orElseThrow(() -> notFound("Durable execution " + executionArn + " not found"));
    }

    private void purgeExpired(Instant now) {
        for (ExecutionRecord record : store.all()) {
            if (record.closed()
                    && !now.isBefore(
                            record.endTimestamp().plus(record.identity().retention()))) {
                store.delete(record.identity().executionArn());
            }
        }
    }

    /** SendDurableExecutionCallbackSuccess: {@code result} is the request body as text, verbatim. */
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
        ExecutionRecord record = store.find(location.executionArn())
                .orElseThrow(() -> notFound("Callback " + callbackId + " not found"));
        Instant now = clock.instant();
        action.apply(record, Callbacks.open(record, location.operationId(), callbackId, now), now);
        store.save(record);
    }

    /** StopDurableExecution: closes a RUNNING execution as STOPPED; a closed one keeps its end time. */
    public synchronized Instant stop(String executionArn, ErrorObject error) {
        ExecutionRecord record = require(executionArn);
        if (!record.closed()) {
            ErrorObject reason = error == null || error.errorType() == null
                    ? Lifecycle.error("Execution.Stopped", "stopped by request")
                    : error;
            Lifecycle.close(record, ExecutionStatus.STOPPED, null, reason, clock.instant());
            store.save(record);
        }
        return record.endTimestamp();
    }

    /** GetDurableExecution. */
    public synchronized ExecutionView get(String executionArn) {
        return ExecutionView.of(require(executionArn));
    }

    /** The operations of an execution in start order (what GetDurableExecutionState pages through). */
    public synchronized List<Operation> operations(String executionArn) {
        return require(executionArn).operations();
    }

    /**
     * GetDurableExecutionHistory: events oldest first (newest first with {@code reverse}); pages of
     * {@code maxItems} (default 100, at most 1000); the marker is an opaque offset into that order.
     */
    public synchronized HistoryPage history(String executionArn, String marker, int maxItems, boolean reverse) {
        List<Event> events = new ArrayList<>(require(executionArn).history());
        if (reverse) {
            Collections.reverse(events);
        }
        int size = maxItems > 0 ? Math.min(maxItems, 1000) : 100;
        int from = Math.min(offset(marker), events.size());
        int to = Math.min(events.size(), from + size);
        return new HistoryPage(List.copyOf(events.subList(from, to)), to < events.size() ? Integer.toString(to) : null);
    }

    /** ListDurableExecutionsByFunction, oldest first unless reversed; the marker is an opaque offset. */
    public synchronized ExecutionListing list(ListExecutionsQuery query) {
        purgeExpired(clock.instant());
        List<ExecutionView> matching = new ArrayList<>(store.all().stream()
                .map(ExecutionView::of)
                .filter(query::matches)
                .toList());
        if (query.reverse()) {
            Collections.reverse(matching);
        }
        int from = offset(query.marker());
        int to = Math.min(matching.size(), from + query.maxItems());
        return new ExecutionListing(
                matching.subList(Math.min(from, to), to), to < matching.size() ? Integer.toString(to) : null);
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

    private synchronized Optional<Invocations.Prepared> prepareNext() {
        Instant now = clock.instant();
        purgeExpired(now);
        for (ExecutionRecord record : store.all()) {
            Timers.fire(record, now);
            store.save(record);
        }
        return store.all().stream()
                .filter(r -> !r.closed() && !r.invoking && r.invokeAt != null && !r.invokeAt.isAfter(now))
                .findFirst()
                .map(record -> {
                    Invocations.Prepared prepared = Invocations.prepare(record, settings, now);
                    store.save(record);
                    return prepared;
                });
    }

    private synchronized void finish(String executionArn, byte[] output, Exception failure) {
        store.find(executionArn).ifPresent(record -> {
            Invocations.finish(record, output, failure, settings, clock.instant());
            store.save(record);
        });
    }

    /** The earliest moment at which {@link #runDue()} would have something to do. */
    public synchronized Optional<Instant> nextWakeUp() {
        return store.all().stream()
                .map(record -> Timers.nextWakeUp(record, settings))
                .flatMap(Optional::stream)
                .min(Instant::compareTo);
    }

    Clock clock() {
        return clock;
    }

    ExecutionStore store() {
        return store;
    }
}

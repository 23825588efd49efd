package io.durabledispatch.runtime.service;

import static io.durabledispatch.runtime.service.DurableServiceException.invalidParameter;
import static io.durabledispatch.runtime.service.DurableServiceException.invalidToken;
import static io.durabledispatch.runtime.service.DurableServiceException.notFound;

import io.durabledispatch.runtime.wire.CheckpointRequest;
import io.durabledispatch.runtime.wire.CheckpointResponse;
import io.durabledispatch.runtime.wire.StatePage;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.Operation;
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

    private final ExecutionStore store;
    private final FunctionInvoker invoker;
    private final Clock clock;
    private final ServiceSettings settings;
    /** Counted as executions open and close, so that progress is read without listing (guarded by this). */
    private long started;

    private long closed;

    public DurableExecutionService(
            ExecutionStore store, FunctionInvoker invoker, Clock clock, ServiceSettings settings) {
        this.store = store;
        this.invoker = invoker;
        this.clock = clock;
        this.settings = settings;
        List<ExecutionRecord> kept = store.all();
        this.started = kept.size();
        this.closed = kept.stream().filter(ExecutionRecord::closed).count();
    }

    /** Invoke with an optional execution name, per the name table of AWS-FACTS.md. */
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
        return new StartedExecution(create(request, name, now).identity().executionArn(), true);
    }

    private static StartedExecution duplicate(ExecutionRecord existing, StartExecutionRequest request) {
        if (!existing.identity().inputPayload().equals(request.payload())) {
            throw DurableServiceException.alreadyStarted(existing.identity().executionName());
        }
        return new StartedExecution(existing.identity().executionArn(), false);
    }

    private ExecutionRecord create(StartExecutionRequest request, String givenName, Instant now) {
        ExecutionRecord record = NewExecution.create(settings, request, givenName, now);
        store.save(record);
        started++;
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
        CheckpointValidator.validate(record, request.updates());
        Set<String> delta = new LinkedHashSet<>(record.undelivered);
        record.undelivered.clear();
        for (OperationUpdate update : request.updates()) {
            UpdateApplier.apply(record, update, now);
            delta.add(update.id());
        }
        record.tokenSequence++;
        CheckpointResponse response = new CheckpointResponse(
                record.currentToken(), StatePage.complete(record.operationsIn(List.copyOf(delta))));
        record.accepted(request, response);
        countIfClosed(record);
        store.save(record);
        return response;
    }

    /** GetDurableExecutionState: one page of all operations, in start order; the token is not consumed. */
    public synchronized StatePage state(String executionArn, String checkpointToken, String marker, int maxItems) {
        ExecutionRecord record = require(executionArn);
        requireToken(record, checkpointToken);
        int from = offset(marker);
        return Invocations.page(record, from, maxItems > 0 ? Math.min(maxItems, 1000) : settings.statePageSize());
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
            if (record.closed() && !now.isBefore(record.endTimestamp().plus(settings.retention()))) {
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

    private void onCallback(String callbackId, CallbackAction action) {
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
            countIfClosed(record);
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

    /** ListDurableExecutionsByFunction, oldest first; the marker is an opaque offset. */
    public synchronized ExecutionListing list(ListExecutionsQuery query) {
        purgeExpired(clock.instant());
        List<ExecutionView> matching = store.all().stream()
                .map(ExecutionView::of)
                .filter(query::matches)
                .toList();
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
                output = invoker.invoke(next.get().functionName(), next.get().input());
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
                    Invocations.Prepared prepared = Invocations.prepare(record, settings);
                    store.save(record);
                    return prepared;
                });
    }

    private synchronized void finish(String executionArn, byte[] output, Exception failure) {
        store.find(executionArn).ifPresent(record -> {
            boolean wasOpen = !record.closed();
            Invocations.finish(record, output, failure, settings, clock.instant());
            if (wasOpen) {
                countIfClosed(record);
            }
            store.save(record);
        });
    }

    /** Call once per transition, right after a change that may have closed an open execution. */
    private void countIfClosed(ExecutionRecord record) {
        if (record.closed()) {
            closed++;
        }
    }

    /** Executions created and closed so far: constant time, unlike {@link #list}. */
    public synchronized ExecutionTotals totals() {
        return new ExecutionTotals(started, closed);
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

package io.durabledispatch.api.core;

import io.durabledispatch.core.admission.Admission;
import io.durabledispatch.core.admission.RetryHints;
import io.durabledispatch.core.start.Outcome;
import io.durabledispatch.core.status.TargetStatuses;
import io.durabledispatch.core.telemetry.Dispatched;
import io.durabledispatch.core.telemetry.Door;
import io.durabledispatch.core.telemetry.DoorLine;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The HTTP door's one service: a {@code GET} under {@code /executions/} reads a request's status; any other call
 * is matched to a route by API Gateway's route key, else by method and path, and admitted. Every call that asks
 * for a start (matched or not) is told to {@code lines} with the status it was answered; a status read admits
 * nothing and has no line.
 */
public final class HttpDoor {
    private final Admission admission;
    private final StartRequests starts;
    private final StatusRequests reads;
    private final Consumer<DoorLine> lines;

    /** @param lines told every start request's line (the handler writes them to its log) */
    public HttpDoor(
            Admission admission, TargetStatuses statuses, Waiting waiting, RetryHints hints, Consumer<DoorLine> lines) {
        this.admission = admission;
        this.starts = new StartRequests(admission, statuses);
        this.reads = new StatusRequests(admission.planner(), statuses, waiting, hints);
        this.lines = lines;
    }

    public HttpAnswer handle(HttpCall call) {
        if ("GET".equals(call.method()) && StatusResource.covers(call.path())) return reads.answer(call);
        StartRequests.Admitted admitted = admission
                .planner()
                .routes()
                .matchHttp(call.routeKey(), call.method(), call.path())
                .map(found -> starts.answer(found, call))
                .orElseGet(() -> new StartRequests.Admitted(
                        Problems.noRoute(call.method(), call.path()),
                        Dispatched.unplanned(
                                Outcome.INVALID, Optional.empty(), "NO_ROUTE: no route matches its method and path")));
        return logged(call, admitted);
    }

    /** A bug in the door: 500 with a problem document, and the request's line as RETRYABLE (a client may retry). */
    public HttpAnswer failed(HttpCall call, RuntimeException e) {
        return logged(
                call,
                new StartRequests.Admitted(
                        Problems.internal(),
                        Dispatched.unplanned(
                                Outcome.RETRYABLE,
                                Optional.empty(),
                                "unexpected " + e.getClass().getSimpleName())));
    }

    private HttpAnswer logged(HttpCall call, StartRequests.Admitted admitted) {
        HttpAnswer answer = admitted.answer();
        lines.accept(new DoorLine(
                Door.HTTP, call.requestId(), Map.of("httpStatus", answer.status()), admitted.dispatched()));
        return answer;
    }
}

package io.durabledispatch.api.core;

import io.durabledispatch.core.admission.Admission;
import io.durabledispatch.core.admission.RetryHints;
import io.durabledispatch.core.status.TargetStatuses;

/**
 * The HTTP door's one service: a {@code GET} under {@code /executions/} reads a request's status; any other call
 * is matched to a route by API Gateway's route key, else by method and path, and admitted.
 */
public final class HttpDoor {
    private final Admission admission;
    private final StartRequests starts;
    private final StatusRequests reads;

    public HttpDoor(Admission admission, TargetStatuses statuses, Waiting waiting, RetryHints hints) {
        this.admission = admission;
        this.starts = new StartRequests(admission, statuses);
        this.reads = new StatusRequests(admission.planner(), statuses, waiting, hints);
    }

    public HttpAnswer handle(HttpCall call) {
        if ("GET".equals(call.method()) && StatusResource.covers(call.path())) return reads.answer(call);
        return admission
                .planner()
                .routes()
                .matchHttp(call.routeKey(), call.method(), call.path())
                .map(found -> starts.answer(found, call))
                .orElseGet(() -> Problems.noRoute(call.method(), call.path()));
    }

    /** Bugs only, for the handler to answer with when the door itself failed. */
    public static HttpAnswer internalError() {
        return Problems.internal();
    }
}

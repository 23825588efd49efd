package io.durabledispatch.api.core;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.core.admission.AdmissionOutcome;
import io.durabledispatch.core.admission.RetryHints;
import io.durabledispatch.core.plan.Reason;
import io.durabledispatch.core.start.RetryCause;
import java.time.Duration;
import java.util.Map;

/**
 * Problem documents (RFC 9457): type, title, status, detail, and members a client acts on (reason, execution
 * name, fingerprints). Each type is a section of docs/reference/http-door.md.
 */
final class Problems {
    static final String TYPES =
            "https://github.com/durabledispatch/durable-dispatch/blob/main/docs/reference/http-door.md#";

    private Problems() {}

    static ObjectNode document(String type, String title, int status, String detail) {
        ObjectNode problem = Json.object();
        problem.put("type", TYPES + type);
        problem.put("title", title);
        problem.put("status", status);
        problem.put("detail", detail);
        return problem;
    }

    static HttpAnswer answer(ObjectNode problem) {
        return new HttpAnswer(
                problem.get("status").intValue(), Map.of(Headers.CONTENT_TYPE, Headers.PROBLEM), Json.write(problem));
    }

    static HttpAnswer noRoute(String method, String path) {
        return answer(document("no-route", "No route", 404, "no route takes " + method + " " + path));
    }

    static HttpAnswer invalid(AdmissionOutcome.Invalid invalid) {
        return invalid(invalid.reason(), invalid.detail());
    }

    static HttpAnswer invalid(Reason reason, String detail) {
        ObjectNode problem = document("invalid-request", "Invalid request", StatusCodes.of(reason), detail);
        problem.put("reason", reason.name());
        return answer(problem);
    }

    /** Same key, other content: nothing started, nothing parked; see docs/adr for why 422 rather than 409. */
    static HttpAnswer conflict(AdmissionOutcome.Conflict conflict) {
        ObjectNode problem = document(
                "input-conflict",
                "Idempotency key reused with other content",
                422,
                "an execution holds this key with other content: " + conflict.reason());
        problem.put("reason", Reason.INPUT_CONFLICT.name());
        problem.put("executionName", conflict.executionName());
        problem.put("requestFingerprint", conflict.requestFingerprint());
        conflict.existingFingerprint().ifPresent(existing -> problem.put("existingFingerprint", existing));
        return answer(problem);
    }

    static HttpAnswer retryable(AdmissionOutcome.Retryable retryable) {
        return retryable(retryable.cause(), retryable.delayHint(), retryable.detail());
    }

    static HttpAnswer retryable(RetryCause cause, Duration delay, String detail) {
        ObjectNode problem = switch (cause) {
            case THROTTLED -> document("throttled", "Engine throttled the request", StatusCodes.of(cause), detail);
            case TRANSIENT, NOT_STARTED, DEPLOYMENT_FAULT ->
                document("engine-unavailable", "Engine unavailable", StatusCodes.of(cause), detail);
        };
        problem.put("reason", cause.name());
        return answer(problem).with(Headers.RETRY_AFTER, Headers.seconds(delay));
    }

    static HttpAnswer unreadable(RetryCause cause, String detail, RetryHints hints) {
        return retryable(cause, hints.delay(cause), detail);
    }

    /** Bugs only: every condition a request or an engine can cause has its own answer. */
    static HttpAnswer internal() {
        return answer(document("internal-error", "Internal error", 500, "the door failed; the log says why"));
    }
}

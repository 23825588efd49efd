package io.durabledispatch.api.core;

import io.durabledispatch.core.plan.Reason;
import io.durabledispatch.core.start.RetryCause;

/** The status code per reason and retry cause: exhaustive, so a new code does not compile until it has one. */
final class StatusCodes {
    private StatusCodes() {}

    /** 400 for what the client sent; 413 for a body too large to start; 422 for content that conflicts. */
    static int of(Reason reason) {
        return switch (reason) {
            case MALFORMED_JSON,
                    NOT_AN_OBJECT,
                    NO_ROUTE,
                    MISSING_KEY,
                    BAD_KEY_TYPE,
                    EMPTY_KEY,
                    KEY_TOO_LONG,
                    BAD_GENERATION,
                    TARGET_REJECTED_INPUT -> 400;
            case INPUT_TOO_LARGE -> 413;
            case INPUT_CONFLICT -> 422;
        };
    }

    /**
     * 429 for load, which a client should slow down for; 503 for everything else worth a retry, a deployment
     * fault included: the request is fine and the system is not, which is no client error and no bug.
     */
    static int of(RetryCause cause) {
        return switch (cause) {
            case THROTTLED -> 429;
            case TRANSIENT, NOT_STARTED, DEPLOYMENT_FAULT -> 503;
        };
    }
}

package io.durabledispatch.demo.workload;

import java.util.Objects;

/**
 * One request to the HTTP API, and what kind it is: the answer it must get follows from the kind.
 *
 * @param path the route's path, e.g. {@code /orders}
 * @param body the JSON body (or a malformed one)
 */
public record ApiRequest(String path, String body, Kind kind) {
    public ApiRequest {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(body, "body");
        Objects.requireNonNull(kind, "kind");
    }

    public enum Kind {
        /** A distinct request: it starts an execution. */
        NEW,
        /** An identical copy of a request (a client's retry storm): it names the same execution. */
        REPEAT,
        /** Same key, other content: answered 422, nothing starts. */
        CONFLICT,
        /** No plan can be made of it: answered 400. */
        INVALID
    }
}

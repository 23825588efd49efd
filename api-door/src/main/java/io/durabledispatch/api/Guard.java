package io.durabledispatch.api;

import io.durabledispatch.api.core.HttpAnswer;
import io.durabledispatch.api.core.HttpCall;
import io.durabledispatch.api.core.HttpDoor;

/**
 * The last line: a bug in the door answers a problem document with 500 and log lines, not API Gateway's bare
 * 502 for a thrown invocation. Every condition a request or an engine can cause has its own answer before this.
 */
final class Guard {
    private Guard() {}

    static HttpAnswer answer(HttpDoor door, HttpCall call) {
        try {
            return door.handle(call);
        } catch (RuntimeException e) {
            System.out.println("http door failed on " + call.method() + " " + call.path() + ": " + e);
            return door.failed(call, e);
        }
    }
}

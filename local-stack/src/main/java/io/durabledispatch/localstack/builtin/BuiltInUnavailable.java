package io.durabledispatch.localstack.builtin;

/** The built-in app cannot run on this machine as it deploys; the message says what is missing and what to do. */
public final class BuiltInUnavailable extends RuntimeException {
    BuiltInUnavailable(String message) {
        super(message);
    }
}

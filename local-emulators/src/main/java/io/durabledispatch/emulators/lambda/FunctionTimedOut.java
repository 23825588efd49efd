package io.durabledispatch.emulators.lambda;

import java.time.Duration;
import java.util.Locale;

/**
 * An invocation ran past its function's timeout. The message is the one Lambda reports ("Task timed out after 3.00
 * seconds"); the error type is Lambda's {@code Sandbox.Timedout}.
 */
public final class FunctionTimedOut extends Exception {
    public static final String ERROR_TYPE = "Sandbox.Timedout";

    FunctionTimedOut(Duration timeout) {
        super(String.format(Locale.ROOT, "Task timed out after %.2f seconds", timeout.toMillis() / 1000.0));
    }

    @Override
    public String toString() {
        return ERROR_TYPE + ": " + getMessage();
    }
}

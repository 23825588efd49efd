package io.durabledispatch.emulators.testing;

import com.amazonaws.services.lambda.runtime.LambdaLogger;

/** A Lambda logger that drops every line: for tests whose functions and mappings would only fill the build log. */
public final class QuietLog {
    public static final LambdaLogger LOGGER = new LambdaLogger() {
        @Override
        public void log(String message) {}

        @Override
        public void log(byte[] message) {}
    };

    private QuietLog() {}
}

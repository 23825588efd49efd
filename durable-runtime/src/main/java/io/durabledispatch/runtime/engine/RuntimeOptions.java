package io.durabledispatch.runtime.engine;

import io.durabledispatch.runtime.config.RuntimeSettings;
import java.util.function.Consumer;

/** Tunables of the runtime that are not part of the protocol. */
public record RuntimeOptions(int maxResultBytes, Consumer<String> logSink) {

    public RuntimeOptions {
        if (maxResultBytes < 1) {
            throw new IllegalArgumentException("maxResultBytes must be positive, was " + maxResultBytes);
        }
    }

    public static RuntimeOptions defaults() {
        return new RuntimeOptions(RuntimeSettings.DEFAULT_MAX_RESULT_BYTES, System.out::println);
    }

    public RuntimeOptions withMaxResultBytes(int bytes) {
        return new RuntimeOptions(bytes, logSink);
    }

    public RuntimeOptions withLogSink(Consumer<String> sink) {
        return new RuntimeOptions(maxResultBytes, sink);
    }
}

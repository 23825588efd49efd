package io.durabledispatch.benchmarks.http;

import java.util.concurrent.CompletableFuture;

/** Makes the dispatcher's Lambda durable start (an Event Invoke with an execution name) on one HTTP client. */
interface StartCaller extends AutoCloseable {
    /** Completes when the start was answered; at most {@code concurrency} of them are in flight at once. */
    CompletableFuture<Void> start(String executionName, String input);

    @Override
    void close();
}

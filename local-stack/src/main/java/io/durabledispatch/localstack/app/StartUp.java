package io.durabledispatch.localstack.app;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.function.Function;

/** Starting the parts of a stack side by side: each on a thread of its own, failures rethrown as they were. */
final class StartUp {
    private StartUp() {}

    /** Runs each task on a new daemon thread named after {@code what}. */
    static Executor thread(String what) {
        return task -> {
            Thread thread = new Thread(task, "stack-start-" + what);
            thread.setDaemon(true);
            thread.start();
        };
    }

    /** {@code start} applied to every value at once; the first failure is thrown once all have ended. */
    static <K, V, R> Map<K, R> all(Map<K, V> values, Function<V, R> start) {
        Map<K, CompletableFuture<R>> running = new LinkedHashMap<>();
        values.forEach((key, value) ->
                running.put(key, CompletableFuture.supplyAsync(() -> start.apply(value), thread(String.valueOf(key)))));
        CompletableFuture.allOf(running.values().toArray(CompletableFuture[]::new))
                .exceptionally(failed -> null)
                .join();
        Map<K, R> results = new LinkedHashMap<>();
        running.forEach((key, future) -> results.put(key, join(future)));
        return results;
    }

    /** The result, or the task's own exception (not wrapped). */
    static <T> T join(CompletableFuture<T> future) {
        try {
            return future.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException failure) throw failure;
            throw e;
        }
    }

    /** Waits for a start that is no longer wanted and closes what it started. */
    static void discard(CompletableFuture<? extends AutoCloseable> future) {
        future.thenAccept(started -> {
            try {
                started.close();
            } catch (Exception e) {
                // Closing a part that was never used: nothing to report beyond the failure that discards it.
            }
        });
    }
}

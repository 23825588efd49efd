package io.durabledispatch.emulators.lambda;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Enforces a function's timeout on an in-process invocation: the handler runs on a thread of its own while the
 * caller waits at most the timeout. Past it the caller gets {@link FunctionTimedOut} and the handler's thread is
 * interrupted; Lambda would freeze the sandbox, a JVM cannot stop a thread, so a handler that ignores the
 * interrupt runs on, but its result is dropped (and a durable invocation's checkpoints carry a dead token).
 */
public final class TimeLimit {
    private static final ExecutorService HANDLERS =
            Executors.newCachedThreadPool(new java.util.concurrent.ThreadFactory() {
                private final AtomicInteger count = new AtomicInteger();

                @Override
                public Thread newThread(Runnable runnable) {
                    Thread thread = new Thread(runnable, "lambda-handler-" + count.incrementAndGet());
                    thread.setDaemon(true);
                    return thread;
                }
            });

    private TimeLimit() {}

    /** Runs {@code invocation}, failing with {@link FunctionTimedOut} if it takes longer than {@code timeout}. */
    public static <T> T call(Callable<T> invocation, Duration timeout) throws Exception {
        Future<T> running = HANDLERS.submit(invocation);
        try {
            return running.get(timeout.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS);
        } catch (TimeoutException late) {
            running.cancel(true);
            throw new FunctionTimedOut(timeout);
        } catch (ExecutionException failed) {
            if (failed.getCause() instanceof Exception e) throw e;
            if (failed.getCause() instanceof Error e) throw e;
            throw failed;
        } catch (InterruptedException e) {
            running.cancel(true);
            throw e;
        }
    }
}

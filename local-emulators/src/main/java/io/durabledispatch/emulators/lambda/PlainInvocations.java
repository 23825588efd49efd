package io.durabledispatch.emulators.lambda;

import io.durabledispatch.emulators.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Invoke of a plain function: {@code RequestResponse} runs it on the request's thread and answers with its response
 * (or its error document and {@code X-Amz-Function-Error: Unhandled}, status 200, as Lambda does); {@code Event}
 * answers 202 and runs it once in the background. Lambda retries a failed asynchronous invocation twice; the local
 * stack does not (docs/local/fidelity.md).
 */
final class PlainInvocations implements AutoCloseable {
    private final ExecutorService background = Executors.newCachedThreadPool(new java.util.concurrent.ThreadFactory() {
        private final AtomicInteger count = new AtomicInteger();

        @Override
        public Thread newThread(Runnable runnable) {
            Thread thread = new Thread(runnable, "lambda-emulator-event-invoke-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        }
    });

    HttpResponse invoke(FunctionRegistry.Resolved function, boolean event, byte[] payload) {
        if (event) {
            try {
                background.execute(() -> report(function, PlainInvocation.run(function, payload)));
            } catch (RejectedExecutionException closing) {
                throw LambdaErrors.serviceError("Invoke");
            }
            return HttpResponse.empty(202).withHeader("X-Amz-Executed-Version", function.version());
        }
        HttpResponse response = PlainInvocation.run(function, payload)
                .fold(
                        ok -> HttpResponse.json(200, new String(ok.payload(), StandardCharsets.UTF_8)),
                        failed -> HttpResponse.json(200, failed.document().toString())
                                .withHeader("X-Amz-Function-Error", "Unhandled"));
        return response.withHeader("X-Amz-Executed-Version", function.version());
    }

    /** Runs the function in the background and hands its outcome to {@code done} (a chained invoke's target). */
    void runInBackground(
            FunctionRegistry.Resolved function,
            byte[] payload,
            java.util.function.Consumer<PlainInvocation.Outcome> done) {
        background.execute(() -> done.accept(PlainInvocation.run(function, payload)));
    }

    /** An asynchronous invocation's error has no caller to go to: it goes to the log, as in CloudWatch Logs. */
    private static void report(FunctionRegistry.Resolved function, PlainInvocation.Outcome outcome) {
        outcome.fold(ok -> null, failed -> {
            System.err.println(function.function().name() + ": asynchronous invocation failed: " + failed.errorType()
                    + ": " + failed.errorMessage());
            return null;
        });
    }

    @Override
    public void close() {
        background.shutdownNow();
    }
}

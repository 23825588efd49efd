package io.durabledispatch.demo;

import io.durabledispatch.demo.workload.ApiRequest;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * Posts the API's requests as a client would: several at a time (a storm's copies are in flight together), each
 * retried after 429 or 503 until the door takes it, so that throttling delays a request and never loses it.
 */
final class ApiSender {
    private static final int IN_FLIGHT = 8;
    private static final Duration FIRST_BACKOFF = Duration.ofMillis(50);
    private static final Duration MAX_BACKOFF = Duration.ofSeconds(1);

    private final URI base;
    private final Duration giveUpAfter;
    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final ApiTally.Counter counter = new ApiTally.Counter();
    private final AtomicLong sent = new AtomicLong();

    /** @param giveUpAfter a request still refused with 429 or 503 after this long fails the demo */
    ApiSender(URI base, Duration giveUpAfter) {
        this.base = URI.create(base.toString().replaceAll("/+$", ""));
        this.giveUpAfter = giveUpAfter;
    }

    /** Sends every request and returns once each has its final answer. */
    void sendAll(List<ApiRequest> requests) {
        ExecutorService pool = Executors.newFixedThreadPool(IN_FLIGHT, r -> {
            Thread thread = new Thread(r, "demo-api");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<Void>> pending = requests.stream()
                    .map(r -> pool.submit(() -> {
                        send(r);
                        return (Void) null;
                    }))
                    .toList();
            for (Future<Void> future : pending) future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DemoIncomplete("demo interrupted while posting to the HTTP API");
        } catch (java.util.concurrent.ExecutionException e) {
            // The sender's own failures are DemoIncomplete, whose message is already the one line to print.
            throw new DemoIncomplete(String.valueOf(e.getCause().getMessage()));
        } finally {
            pool.shutdownNow();
        }
    }

    long sent() {
        return sent.get();
    }

    ApiTally tally() {
        return counter.tally();
    }

    private void send(ApiRequest request) {
        long deadline = System.nanoTime() + giveUpAfter.toNanos();
        Duration backoff = FIRST_BACKOFF;
        while (true) {
            HttpResponse<Void> answer = post(request);
            int status = answer.statusCode();
            if (status != 429 && status != 503) {
                counter.answered(request, status);
                sent.incrementAndGet();
                return;
            }
            if (System.nanoTime() > deadline) {
                throw new DemoIncomplete("demo did not finish: the HTTP API still answered " + status + " to "
                        + request.path() + " after " + giveUpAfter);
            }
            counter.retried();
            LockSupport.parkNanos(retryAfter(answer).orElse(backoff).toNanos());
            backoff = backoff.multipliedBy(2).compareTo(MAX_BACKOFF) > 0 ? MAX_BACKOFF : backoff.multipliedBy(2);
        }
    }

    private HttpResponse<Void> post(ApiRequest request) {
        HttpRequest post = HttpRequest.newBuilder(URI.create(base + request.path()))
                .timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(request.body()))
                .build();
        try {
            return http.send(post, HttpResponse.BodyHandlers.discarding());
        } catch (IOException e) {
            throw new DemoIncomplete("the HTTP API at " + base + " did not answer: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DemoIncomplete("demo interrupted while posting to the HTTP API");
        }
    }

    /** The door's Retry-After in seconds, capped: a local demo need not wait as long as a real client would. */
    private static java.util.Optional<Duration> retryAfter(HttpResponse<?> answer) {
        return answer.headers()
                .firstValue("Retry-After")
                .flatMap(value -> {
                    try {
                        return java.util.Optional.of(Duration.ofSeconds(Long.parseLong(value.strip())));
                    } catch (NumberFormatException e) {
                        return java.util.Optional.empty();
                    }
                })
                .map(wait -> wait.compareTo(MAX_BACKOFF) > 0 ? MAX_BACKOFF : wait);
    }
}

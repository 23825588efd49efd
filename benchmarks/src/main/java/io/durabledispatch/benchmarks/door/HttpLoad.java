package io.durabledispatch.benchmarks.door;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse.BodyHandlers;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * HTTP clients in a closed loop: {@code concurrency} threads, each sending one request, waiting for its answer,
 * then sending the next, until the round's requests are gone. Latency is from send to the whole answer read.
 * A new request is answered {@code 202}, or {@code 200} when its execution had already ended at the door's
 * status read (a workflow that succeeds at once); anything else is counted as refused.
 */
final class HttpLoad implements AutoCloseable {
    private final HttpClient http =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private final URI target;
    private final int concurrency;
    private final ExecutorService clients;

    /** Latencies in ms, the round's wall time, how many were answered 202, and how many neither 202 nor 200. */
    record Result(List<Double> latencyMillis, double seconds, int accepted, int refused) {}

    HttpLoad(URI target, int concurrency) {
        this.target = target;
        this.concurrency = concurrency;
        this.clients = Executors.newFixedThreadPool(concurrency);
    }

    Result run(List<String> bodies) throws Exception {
        Queue<String> left = new ConcurrentLinkedQueue<>(bodies);
        List<Double> latencies = Collections.synchronizedList(new ArrayList<>(bodies.size()));
        AtomicInteger accepted = new AtomicInteger();
        AtomicInteger refused = new AtomicInteger();
        long started = System.nanoTime();
        List<Future<?>> workers = new ArrayList<>();
        for (int i = 0; i < concurrency; i++) {
            workers.add(clients.submit(() -> {
                for (String body = left.poll(); body != null; body = left.poll()) {
                    long sent = System.nanoTime();
                    int status = post(body);
                    latencies.add((System.nanoTime() - sent) / 1e6);
                    if (status == 202) accepted.incrementAndGet();
                    else if (status != 200) refused.incrementAndGet();
                }
                return null;
            }));
        }
        for (Future<?> worker : workers) worker.get();
        double seconds = (System.nanoTime() - started) / 1e9;
        return new Result(List.copyOf(latencies), seconds, accepted.get(), refused.get());
    }

    private int post(String body) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(target)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
        return http.send(request, BodyHandlers.discarding()).statusCode();
    }

    @Override
    public void close() {
        clients.shutdownNow();
    }
}

package io.durabledispatch.demo;

import io.durabledispatch.emulators.aws.AwsClients;
import io.durabledispatch.localstack.builtin.QueuesReady;
import io.durabledispatch.ops.inspect.QueueMessages;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;
import software.amazon.awssdk.services.sqs.SqsClient;

/**
 * A workload's first wave, sent as soon as the main queue takes messages, while the dispatcher and the workflows
 * still cold-start: producers do not wait for their consumers, and the messages wait in the queue as they would in
 * AWS during a deployment.
 */
public final class FirstWave {
    private final AtomicLong sent = new AtomicLong();
    private final CompletableFuture<Void> done = new CompletableFuture<>();

    /** Starts sending {@code wave} on a thread of its own and returns at once. */
    public static FirstWave send(QueuesReady ready, List<String> wave) {
        FirstWave first = new FirstWave();
        Thread sender = new Thread(() -> first.sendAll(ready, wave), "demo-first-wave");
        sender.setDaemon(true);
        sender.start();
        return first;
    }

    /** Events sent so far. */
    public long sent() {
        return sent.get();
    }

    /** Waits until the whole wave is in the queue; rethrows what stopped it. */
    void await() {
        done.join();
    }

    private void sendAll(QueuesReady ready, List<String> wave) {
        try (SqsClient sqs =
                AwsClients.local(ready.sqsEndpoint(), ready.region()).sqs()) {
            QueueMessages queue = new QueueMessages(sqs);
            for (int from = 0; from < wave.size(); from += DemoRun.SEND_SLICE) {
                List<String> slice = wave.subList(from, Math.min(wave.size(), from + DemoRun.SEND_SLICE));
                queue.sendAll(ready.queues().main(), slice, "demo");
                sent.addAndGet(slice.size());
            }
            done.complete(null);
        } catch (RuntimeException e) {
            done.completeExceptionally(e);
        }
    }
}

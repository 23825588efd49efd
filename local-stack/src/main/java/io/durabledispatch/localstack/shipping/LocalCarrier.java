package io.durabledispatch.localstack.shipping;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.routes.json.JsonMappers;
import java.io.IOException;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.model.CallbackTimeoutException;
import software.amazon.awssdk.services.lambda.model.ResourceNotFoundException;
import software.amazon.awssdk.services.sqs.SqsClient;
import software.amazon.awssdk.services.sqs.model.Message;

/**
 * The local stack's shipping carrier, on the same public faces as a team's carrier integration in AWS: it reads
 * the order workflow's shipment requests from the carrier's queue with the SQS API and, after a delay, confirms
 * each through SendDurableExecutionCallbackSuccess. A request is deleted only once its callback is settled; one
 * taken but not yet confirmed reappears after its visibility timeout (taken again, it is not confirmed twice) and
 * {@link #close()} hands it back, so a failed call, or a restart with {@code --data-dir} (the queue is kept),
 * confirms it later.
 */
public final class LocalCarrier implements AutoCloseable {
    private static final ObjectMapper JSON = JsonMappers.plain();
    private static final int WAIT_SECONDS = 1;
    private static final Duration RETRY = Duration.ofMillis(500);
    /** Confirmations are blocking SDK calls: a few threads keep up with a large run's orders. */
    private static final int THREADS = 4;
    /**
     * How long a taken request stays invisible. ElasticMQ's message store keeps the visibility a request was received
     * with across a restart, but not the hand-back of {@link #close()}: after a restart with {@code --data-dir} a
     * stopped carrier's requests come back when this ends, so it is short.
     */
    private static final int VISIBILITY_SECONDS = 10;

    private final SqsClient sqs;
    private final LambdaClient lambda;
    private final String queueUrl;
    private final Duration delay;
    private final ScheduledExecutorService scheduler = Executors.newScheduledThreadPool(THREADS, r -> {
        Thread thread = new Thread(r, "local-carrier");
        thread.setDaemon(true);
        return thread;
    });
    private final AtomicLong confirmed = new AtomicLong();
    private final Map<String, Message> inHand = new ConcurrentHashMap<>();
    private volatile boolean running = true;

    /** Takes both clients over: {@link #close()} closes them. */
    public LocalCarrier(SqsClient sqs, LambdaClient lambda, String queueUrl, Duration delay) {
        this.sqs = sqs;
        this.lambda = lambda;
        this.queueUrl = queueUrl;
        this.delay = delay;
    }

    public LocalCarrier start() {
        Thread poller = new Thread(this::poll, "local-carrier-queue");
        poller.setDaemon(true);
        poller.start();
        return this;
    }

    /** Shipments confirmed so far. */
    public long confirmed() {
        return confirmed.get();
    }

    /** Stops confirming and hands the requests taken but not confirmed back to the queue. */
    @Override
    public void close() {
        running = false;
        scheduler.shutdownNow();
        inHand.values().forEach(this::handBack);
        sqs.close();
        lambda.close();
    }

    private void poll() {
        while (running) {
            try {
                sqs.receiveMessage(b -> b.queueUrl(queueUrl)
                                .maxNumberOfMessages(10)
                                .waitTimeSeconds(WAIT_SECONDS)
                                .visibilityTimeout(VISIBILITY_SECONDS))
                        .messages()
                        .forEach(this::take);
            } catch (SdkException | IllegalStateException stopping) {
                if (running) pause();
            }
        }
    }

    /** A request seen again (its delay outlasted its visibility) keeps its first confirmation, with the new receipt. */
    private void take(Message message) {
        if (inHand.put(message.messageId(), message) == null) schedule(message, delay);
    }

    private void schedule(Message message, Duration after) {
        if (running) scheduler.schedule(() -> confirm(message), after.toMillis(), TimeUnit.MILLISECONDS);
    }

    private void confirm(Message message) {
        JsonNode request;
        try {
            request = JSON.readTree(message.body());
        } catch (IOException unreadable) {
            return; // not a shipment request: left for its retention, as a carrier would leave it
        }
        String shipmentId = request.path("shipment_id").asText();
        String result = "{\"carrier\":\"LOCAL-POST\",\"tracking_number\":\"LP-%s\"}"
                .formatted(Integer.toHexString(shipmentId.hashCode()).toUpperCase());
        try {
            lambda.sendDurableExecutionCallbackSuccess(
                    b -> b.callbackId(request.path("callback_id").asText()).result(SdkBytes.fromUtf8String(result)));
            confirmed.incrementAndGet();
            delete(message);
        } catch (CallbackTimeoutException | ResourceNotFoundException settled) {
            delete(message); // completed before (a copy of the request), timed out or unknown: nothing to confirm
        } catch (SdkException e) {
            schedule(message, RETRY);
        }
    }

    private void delete(Message taken) {
        Message latest = inHand.remove(taken.messageId());
        String receipt = (latest != null ? latest : taken).receiptHandle();
        try {
            sqs.deleteMessage(b -> b.queueUrl(queueUrl).receiptHandle(receipt));
        } catch (SdkException e) {
            // It reappears after its visibility timeout; confirming it again is answered as settled.
        }
    }

    private void handBack(Message message) {
        try {
            sqs.changeMessageVisibility(b ->
                    b.queueUrl(queueUrl).receiptHandle(message.receiptHandle()).visibilityTimeout(0));
        } catch (SdkException e) {
            // The queue is gone first: the request reappears after its visibility timeout.
        }
    }

    private static void pause() {
        try {
            Thread.sleep(RETRY.toMillis()); // the queue is unreachable (stopping, or a restart): try again soon
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}

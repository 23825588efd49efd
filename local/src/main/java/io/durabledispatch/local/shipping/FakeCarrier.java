package io.durabledispatch.local.shipping;

import io.durabledispatch.workflows.order.InMemoryShipping;
import io.durabledispatch.workflows.order.ShipmentRequest;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.lambda.LambdaClient;

/**
 * Plays the shipping carrier of the local stack: takes each shipment request the order workflow made and, after
 * a delay, confirms it the way a real carrier integration would, through the real LambdaClient's
 * SendDurableExecutionCallbackSuccess. A failed call (throttling, a restart) is tried again.
 */
public final class FakeCarrier implements AutoCloseable {
    private static final Duration POLL = Duration.ofMillis(100);
    private static final Duration RETRY = Duration.ofMillis(500);

    private final InMemoryShipping shipping;
    private final LambdaClient lambda;
    private final Duration delay;
    /**
     * Confirmations are blocking SDK calls; one thread made them one at a time and capped a large run's orders at
     * its round-trip rate. A few threads keep up with the invokers that complete the callbacks.
     */
    private static final int THREADS = 4;

    private final ScheduledExecutorService scheduler = Executors.newScheduledThreadPool(THREADS, r -> {
        Thread thread = new Thread(r, "fake-carrier");
        thread.setDaemon(true);
        return thread;
    });
    private final AtomicLong confirmed = new AtomicLong();

    public FakeCarrier(InMemoryShipping shipping, LambdaClient lambda, Duration delay) {
        this.shipping = shipping;
        this.lambda = lambda;
        this.delay = delay;
    }

    public FakeCarrier start() {
        scheduler.scheduleWithFixedDelay(this::takeRequests, 0, POLL.toMillis(), TimeUnit.MILLISECONDS);
        return this;
    }

    /** Shipments confirmed so far. */
    public long confirmed() {
        return confirmed.get();
    }

    /** Stops confirming and closes the client it was given. */
    @Override
    public void close() {
        scheduler.shutdownNow();
        lambda.close();
    }

    private void takeRequests() {
        for (ShipmentRequest request : shipping.takePending()) {
            scheduler.schedule(() -> confirm(request), delay.toMillis(), TimeUnit.MILLISECONDS);
        }
    }

    private void confirm(ShipmentRequest request) {
        String result = "{\"carrier\":\"LOCAL-POST\",\"tracking_number\":\"LP-%s\"}"
                .formatted(Integer.toHexString(request.shipmentId().hashCode()).toUpperCase());
        try {
            lambda.sendDurableExecutionCallbackSuccess(
                    b -> b.callbackId(request.callbackId()).result(SdkBytes.fromUtf8String(result)));
            confirmed.incrementAndGet();
        } catch (SdkException e) {
            scheduler.schedule(() -> confirm(request), RETRY.toMillis(), TimeUnit.MILLISECONDS);
        }
    }
}

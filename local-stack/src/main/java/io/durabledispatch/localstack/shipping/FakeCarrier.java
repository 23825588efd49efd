package io.durabledispatch.localstack.shipping;

import io.durabledispatch.emulators.persistence.JsonFileDirectory;
import io.durabledispatch.workflows.order.InMemoryShipping;
import io.durabledispatch.workflows.order.ShipmentRequest;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.model.CallbackTimeoutException;
import software.amazon.awssdk.services.lambda.model.ResourceNotFoundException;

/**
 * Plays the shipping carrier of the local stack: takes each shipment request the order workflow made and, after
 * a delay, confirms it the way a real carrier integration would, through the real LambdaClient's
 * SendDurableExecutionCallbackSuccess. A failed call (throttling, a restart) is tried again. With a data
 * directory it writes each shipment it took down before confirming it and crosses it off once confirmed, so a
 * restarted stack confirms what the crashed one had not (a request made in the last poll interval before the crash,
 * not yet taken, is lost with the in-memory shipping store).
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
    private final Optional<JsonFileDirectory<Shipment>> unconfirmed;

    public FakeCarrier(InMemoryShipping shipping, LambdaClient lambda, Duration delay) {
        this(shipping, lambda, delay, Optional.empty());
    }

    /** @param dataDirectory where the shipments taken but not yet confirmed are kept across restarts */
    public FakeCarrier(InMemoryShipping shipping, LambdaClient lambda, Duration delay, Optional<Path> dataDirectory) {
        this.shipping = shipping;
        this.lambda = lambda;
        this.delay = delay;
        this.unconfirmed = dataDirectory.map(dir -> new JsonFileDirectory<>(dir.resolve("carrier"), Shipment.class));
    }

    public FakeCarrier start() {
        unconfirmed.ifPresent(store -> store.readAll().forEach(this::schedule));
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
            Shipment shipment = new Shipment(request.shipmentId(), request.callbackId());
            unconfirmed.ifPresent(store -> store.write(shipment.shipmentId(), shipment));
            schedule(shipment);
        }
    }

    private void schedule(Shipment shipment) {
        scheduler.schedule(() -> confirm(shipment), delay.toMillis(), TimeUnit.MILLISECONDS);
    }

    private void confirm(Shipment shipment) {
        String result = "{\"carrier\":\"LOCAL-POST\",\"tracking_number\":\"LP-%s\"}"
                .formatted(Integer.toHexString(shipment.shipmentId().hashCode()).toUpperCase());
        try {
            lambda.sendDurableExecutionCallbackSuccess(
                    b -> b.callbackId(shipment.callbackId()).result(SdkBytes.fromUtf8String(result)));
            confirmed.incrementAndGet();
            crossOff(shipment);
        } catch (CallbackTimeoutException | ResourceNotFoundException settled) {
            // Completed, timed out or unknown (confirmed just before a crash): nothing is left to confirm.
            crossOff(shipment);
        } catch (SdkException e) {
            scheduler.schedule(() -> confirm(shipment), RETRY.toMillis(), TimeUnit.MILLISECONDS);
        }
    }

    private void crossOff(Shipment shipment) {
        unconfirmed.ifPresent(store -> store.delete(shipment.shipmentId()));
    }

    /** What confirming needs, and all a restart has to remember. */
    public record Shipment(String shipmentId, String callbackId) {}
}

package io.durabledispatch.console.stack;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.console.HttpJson;
import io.durabledispatch.emulators.testing.QuietLog;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.builtin.BuiltInStack;
import io.durabledispatch.localstack.builtin.Tuning;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Predicate;
import java.util.function.Supplier;
import software.amazon.awssdk.services.sqs.SqsClient;

/**
 * The real local stack (ElasticMQ, dispatcher, emulators, workflows) with nobody confirming shipments, and its
 * console on an ephemeral 127.0.0.1 port.
 */
final class LocalStackFixture implements AutoCloseable {
    static final Duration DEADLINE = Duration.ofSeconds(30);

    final BuiltInStack system;
    final LocalConsole console;
    final HttpJson http;
    private final SqsClient sqs;

    LocalStackFixture() {
        this(Duration.ofSeconds(30));
    }

    /**
     * @param dispatcherTimeout long enough, no record is postponed for lack of time, so every message is
     *     delivered exactly once (the visibility timeout follows: five times it)
     */
    LocalStackFixture(Duration dispatcherTimeout) {
        system = BuiltInStack.start(settings(dispatcherTimeout), QuietLog.LOGGER);
        console = LocalConsole.start(system, 0);
        http = new HttpJson(console.address());
        sqs = system.clients().sqs();
    }

    private static LocalSettings settings(Duration dispatcherTimeout) {
        return LocalSettings.defaults()
                .withTuning(Tuning.NONE
                        .withMapping(10, Duration.ofMillis(100), 4)
                        .withTimeouts(dispatcherTimeout, dispatcherTimeout.multipliedBy(5)))
                .withShipmentDelay(Optional.empty());
    }

    static String order(String tenant, String orderNo, String amount) {
        return """
                {"type":"order.placed","tenant_id":"%s","order_no":"%s","customer":{"id":"C-1"},\
                "items":[{"sku":"SKU-1","qty":1,"unit_price":%s}],"amount":{"value":%s,"currency":"EUR"}}""".formatted(tenant, orderNo, amount, amount);
    }

    void send(String body) {
        sqs.sendMessage(b -> b.queueUrl(system.queues().main()).messageBody(body));
    }

    /** GETs {@code path} until its JSON satisfies {@code done}; fails after {@link #DEADLINE}. */
    JsonNode getUntil(String path, Predicate<JsonNode> done) {
        return until(() -> http.get(path).body(), done);
    }

    static <T> T until(Supplier<T> probe, Predicate<T> done) {
        Instant deadline = Instant.now().plus(DEADLINE);
        T value = probe.get();
        while (!done.test(value)) {
            if (Instant.now().isAfter(deadline)) throw new AssertionError("not within " + DEADLINE + ": " + value);
            LockSupport.parkNanos(Duration.ofMillis(50).toNanos());
            value = probe.get();
        }
        return value;
    }

    @Override
    public void close() {
        sqs.close();
        console.close();
        system.close();
    }
}

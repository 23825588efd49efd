package io.durabledispatch.local.http;

import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Seeded, per-operation fault injection shared by the emulators. A fault is drawn before an operation does
 * anything, so an injected error on a start call never leaves a half-created execution. Rates set for
 * {@link #ALL_OPERATIONS} apply where an operation has none of its own.
 */
public final class FaultInjection {
    public static final String ALL_OPERATIONS = "*";

    private final Random random;
    private final Map<String, FaultRates> rates = new ConcurrentHashMap<>();
    private final Map<String, AtomicLong> counters = new ConcurrentHashMap<>();

    public FaultInjection(long seed) {
        this.random = new Random(seed);
    }

    /** Sets the knobs of one operation (its API name, e.g. {@code Invoke}, {@code StartExecution}). */
    public void configure(String operation, FaultRates faultRates) {
        rates.put(operation, faultRates);
    }

    public void configureAll(FaultRates faultRates) {
        rates.clear();
        rates.put(ALL_OPERATIONS, faultRates);
    }

    public FaultRates ratesFor(String operation) {
        return rates.getOrDefault(operation, rates.getOrDefault(ALL_OPERATIONS, FaultRates.NONE));
    }

    /** Applies the operation's latency, then draws whether this call fails, counting what it injects. */
    public Optional<FaultKind> draw(String operation) {
        FaultRates current = ratesFor(operation);
        pause(current);
        Optional<FaultKind> fault = pick(current);
        fault.ifPresent(kind -> counter(operation, kind).incrementAndGet());
        return fault;
    }

    /** How many faults of this kind were injected into this operation so far. */
    public long injected(String operation, FaultKind kind) {
        return counter(operation, kind).get();
    }

    /** Every non-zero counter, keyed {@code Operation/KIND}. */
    public Map<String, Long> counters() {
        Map<String, Long> snapshot = new java.util.TreeMap<>();
        counters.forEach((key, value) -> snapshot.put(key, value.get()));
        return snapshot;
    }

    private synchronized Optional<FaultKind> pick(FaultRates current) {
        if (random.nextDouble() < current.throttleRate()) {
            return Optional.of(FaultKind.THROTTLE);
        }
        if (random.nextDouble() < current.serverErrorRate()) {
            return Optional.of(FaultKind.SERVER_ERROR);
        }
        return Optional.empty();
    }

    private AtomicLong counter(String operation, FaultKind kind) {
        return counters.computeIfAbsent(operation + "/" + kind, key -> new AtomicLong());
    }

    private static void pause(FaultRates current) {
        if (current.addedLatency().isZero()) {
            return;
        }
        try {
            // Simulated service latency on the request thread, the way a slow service holds a connection.
            Thread.sleep(current.addedLatency().toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}

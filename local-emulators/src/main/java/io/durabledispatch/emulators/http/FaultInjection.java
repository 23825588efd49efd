package io.durabledispatch.emulators.http;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Seeded, per-operation fault injection shared by the emulators. A fault is drawn before an operation does
 * anything, so an injected error on a start call never leaves a half-created execution. Rates set for
 * {@link #ALL_OPERATIONS} apply where an operation has none of its own.
 *
 * <p>Each operation draws from a random stream of its own, seeded from the seed and the operation's name: whether
 * the n-th call of an operation fails depends only on the seed and n, never on how many calls of other operations
 * (checkpoints, callbacks, polls) happened to arrive in between. With one shared stream, the timing of the machine
 * decided which calls failed, and a seeded run was not reproducible.
 */
public final class FaultInjection {
    public static final String ALL_OPERATIONS = "*";

    private final long seed;
    private final Map<String, Random> streams = new ConcurrentHashMap<>();
    private final Map<String, FaultRates> rates = new ConcurrentHashMap<>();
    private final Map<String, AtomicLong> counters = new ConcurrentHashMap<>();

    public FaultInjection(long seed) {
        this.seed = seed;
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

    /**
     * The latency to add before the operation runs. The HTTP server waits it out on a timer, not on a request
     * thread, so slow answers never limit how many calls are in flight (as with a slow service).
     */
    public Duration latency(String operation) {
        return ratesFor(operation).addedLatency();
    }

    /** Draws whether this call fails, counting what it injects (its latency has already passed). */
    public Optional<FaultKind> draw(String operation) {
        FaultRates current = ratesFor(operation);
        Optional<FaultKind> fault = pick(stream(operation), current);
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

    private Random stream(String operation) {
        return streams.computeIfAbsent(operation, name -> new Random(seed ^ name.hashCode()));
    }

    /** Both draws of one call are taken together, so concurrent calls never interleave within a stream. */
    private static Optional<FaultKind> pick(Random random, FaultRates current) {
        synchronized (random) {
            if (random.nextDouble() < current.throttleRate()) {
                return Optional.of(FaultKind.THROTTLE);
            }
            if (random.nextDouble() < current.serverErrorRate()) {
                return Optional.of(FaultKind.SERVER_ERROR);
            }
            return Optional.empty();
        }
    }

    private AtomicLong counter(String operation, FaultKind kind) {
        return counters.computeIfAbsent(operation + "/" + kind, key -> new AtomicLong());
    }
}

package io.durabledispatch.emulators.quota;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * Per-API token-bucket quotas of one emulator, keyed by API name ({@code Invoke}, {@code GetDurableExecution},
 * {@code StartExecution}, {@code DescribeExecution}, ...). An API without a quota is unlimited, the default.
 * The emulator asks {@link #admit(String)} before an operation does anything and answers its service's
 * throttling error when refused, so a refused start never leaves a half-created execution.
 */
public final class ApiQuotas {
    private final LongSupplier nanoTime;
    private final Map<String, TokenBucket> buckets = new ConcurrentHashMap<>();
    private final Map<String, AtomicLong> refused = new ConcurrentHashMap<>();
    private final Map<String, AtomicLong> admitted = new ConcurrentHashMap<>();

    public ApiQuotas() {
        this(System::nanoTime);
    }

    /** @param nanoTime a monotonic clock (tests pass a manual one) */
    public ApiQuotas(LongSupplier nanoTime) {
        this.nanoTime = nanoTime;
    }

    /** Sets (or replaces, with a full bucket) the quota of one API. */
    public void limit(String api, Quota quota) {
        buckets.put(api, new TokenBucket(quota, nanoTime));
    }

    public void limitAll(Map<String, Quota> quotas) {
        quotas.forEach(this::limit);
    }

    /** Empty if the call may go ahead; else how long until the quota allows the next one. */
    public Optional<Duration> admit(String api) {
        TokenBucket bucket = buckets.get(api);
        if (bucket == null) return Optional.empty();
        Optional<Duration> wait = bucket.take();
        (wait.isPresent() ? refused : admitted)
                .computeIfAbsent(api, k -> new AtomicLong())
                .incrementAndGet();
        return wait;
    }

    /** How many calls of this API were refused so far. */
    public long refused(String api) {
        return count(refused, api);
    }

    /** How many calls of this API with a quota were let through so far (an unlimited API counts none). */
    public long admitted(String api) {
        return count(admitted, api);
    }

    private static long count(Map<String, AtomicLong> counts, String api) {
        AtomicLong count = counts.get(api);
        return count == null ? 0 : count.get();
    }
}

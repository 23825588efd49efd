package io.durabledispatch.emulators.esm;

import java.util.concurrent.atomic.AtomicLong;

/** What an event source mapping did so far; read by the CLI's summary and by tests. */
public final class MappingStats {
    private final AtomicLong invocations = new AtomicLong();
    private final AtomicLong records = new AtomicLong();
    private final AtomicLong deleted = new AtomicLong();
    private final AtomicLong functionErrors = new AtomicLong();

    void invoked(int batchSize) {
        invocations.incrementAndGet();
        records.addAndGet(batchSize);
    }

    void deleted(int count) {
        deleted.addAndGet(count);
    }

    void functionError() {
        functionErrors.incrementAndGet();
    }

    public long invocations() {
        return invocations.get();
    }

    /** Records handed to the function, redeliveries included. */
    public long records() {
        return records.get();
    }

    public long deleted() {
        return deleted.get();
    }

    /** Invocations that threw: their whole batch went back to the queue. */
    public long functionErrors() {
        return functionErrors.get();
    }
}

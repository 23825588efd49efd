package io.durabledispatch.workflows.order;

import java.util.concurrent.atomic.AtomicInteger;

/** Counts how often the charge really reached the provider, to prove a crash made the step body run again. */
final class CountingPayments implements Payments {
    private final Payments delegate;
    private final AtomicInteger chargeCalls = new AtomicInteger();

    CountingPayments(Payments delegate) {
        this.delegate = delegate;
    }

    @Override
    public Charge charge(ChargeRequest request) {
        chargeCalls.incrementAndGet();
        return delegate.charge(request);
    }

    @Override
    public Refund refund(String idempotencyKey) {
        return delegate.refund(idempotencyKey);
    }

    int chargeCalls() {
        return chargeCalls.get();
    }
}

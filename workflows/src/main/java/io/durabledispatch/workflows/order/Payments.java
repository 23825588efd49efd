package io.durabledispatch.workflows.order;

/**
 * The payment provider. Port: {@link InMemoryPayments} here, the provider's API in production (which takes the
 * idempotency key as a request header, so a retried charge never captures twice).
 */
public interface Payments {
    /** Captures or declines; the same key and request again returns the first answer. */
    Charge charge(ChargeRequest request);

    /** Refunds what was captured under {@code idempotencyKey}, at most once; nothing captured → no-op. */
    Refund refund(String idempotencyKey);
}

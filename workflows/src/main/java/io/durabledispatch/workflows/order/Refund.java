package io.durabledispatch.workflows.order;

/** The answer to a refund by idempotency key; {@code refunded} is false when nothing had been captured. */
public record Refund(String idempotencyKey, boolean refunded) {}

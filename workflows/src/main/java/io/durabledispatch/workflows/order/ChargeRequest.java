package io.durabledispatch.workflows.order;

import io.durabledispatch.workflows.common.Money;

/** A payment to capture; {@code idempotencyKey} is derived from the execution name. */
public record ChargeRequest(String idempotencyKey, String customerId, Money amount) {}

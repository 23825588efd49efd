package io.durabledispatch.workflows.order;

import io.durabledispatch.workflows.common.Money;

/** The payment provider's answer to a {@link ChargeRequest}; a decline is an answer, not an error. */
public record Charge(String idempotencyKey, String customerId, Money amount, Status status) {
    public enum Status {
        CAPTURED,
        DECLINED
    }

    public boolean captured() {
        return status == Status.CAPTURED;
    }
}

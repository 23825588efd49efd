package io.durabledispatch.workflows.order;

import io.durabledispatch.runtime.DurableException;

/** The payment provider declined the charge; the order ends FAILED with nothing captured. */
public class PaymentDeclinedException extends DurableException {
    public static final String ERROR_TYPE = "Order.PaymentDeclined";

    public PaymentDeclinedException(String orderNo) {
        super(ERROR_TYPE, "payment declined for order " + orderNo);
    }
}

package io.durabledispatch.workflows.order;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.workflows.common.KeyConflictException;
import io.durabledispatch.workflows.common.Money;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class InMemoryPaymentsTest {
    private static final Money AMOUNT = new Money("EUR", new BigDecimal("44.90"));

    private final InMemoryPayments payments = new InMemoryPayments();

    @Test
    void charge_capturesOnce_whenRetriedWithTheSameKey() {
        var first = payments.charge(new ChargeRequest("exec-1", "C-17", AMOUNT));
        var retry = payments.charge(new ChargeRequest("exec-1", "C-17", AMOUNT));

        assertThat(retry).isEqualTo(first);
        assertThat(payments.captured()).containsExactly(first);
    }

    @Test
    void charge_conflicts_whenTheKeyIsReusedForAnotherAmount() {
        payments.charge(new ChargeRequest("exec-1", "C-17", AMOUNT));

        assertThatThrownBy(() -> payments.charge(new ChargeRequest("exec-1", "C-17", new Money("EUR", BigDecimal.ONE))))
                .isInstanceOf(KeyConflictException.class);
    }

    @Test
    void charge_declines_whenTheCustomerIsDeclined() {
        payments.declineCustomer("C-17");

        var charge = payments.charge(new ChargeRequest("exec-1", "C-17", AMOUNT));

        assertThat(charge.status()).isEqualTo(Charge.Status.DECLINED);
        assertThat(payments.captured()).isEmpty();
    }

    @Test
    void refund_refundsOnce_whenACaptureExists() {
        payments.charge(new ChargeRequest("exec-1", "C-17", AMOUNT));

        var refund = payments.refund("exec-1");
        payments.refund("exec-1");

        assertThat(refund.refunded()).isTrue();
        assertThat(payments.refunds()).containsExactly(new Refund("exec-1", true));
    }

    @Test
    void refund_isANoOp_whenNothingWasCaptured() {
        payments.declineCustomer("C-17");
        payments.charge(new ChargeRequest("exec-1", "C-17", AMOUNT));

        assertThat(payments.refund("exec-1").refunded()).isFalse();
        assertThat(payments.refund("never-charged").refunded()).isFalse();
        assertThat(payments.refunds()).isEmpty();
    }
}

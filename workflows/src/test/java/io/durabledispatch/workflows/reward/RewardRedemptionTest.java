package io.durabledispatch.workflows.reward;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.workflows.Contracts;
import io.durabledispatch.workflows.points.InMemoryPointsLedger;
import io.durabledispatch.workflows.points.InsufficientPointsException;
import io.durabledispatch.workflows.points.PointsGrant;
import org.junit.jupiter.api.Test;

class RewardRedemptionTest {
    private final InMemoryPointsLedger ledger = new InMemoryPointsLedger();
    private final RewardRedemption redemption = new RewardRedemption(ledger);

    @Test
    void apply_debitsOnce_whenTheSameRedemptionRunsTwice() {
        ledger.grant(new PointsGrant("initech", "M-42", "opening", 800));

        String first = redemption.apply(Contracts.canonicalInput("reward"));
        String again = redemption.apply(Contracts.canonicalInput("reward"));

        assertThat(again).isEqualTo(first);
        assertThat(first)
                .isEqualTo("{\"tenant_id\":\"initech\",\"member_id\":\"M-42\",\"redemption_id\":\"R-9001\","
                        + "\"reward\":\"coffee-mug\",\"points_debited\":500}");
        assertThat(ledger.debits()).hasSize(1);
        assertThat(ledger.balance("initech", "M-42")).isEqualTo(300);
    }

    @Test
    void apply_failsWithInsufficientPoints_whenTheBalanceIsTooLow() {
        ledger.grant(new PointsGrant("initech", "M-42", "opening", 499));

        assertThatThrownBy(() -> redemption.apply(Contracts.canonicalInput("reward")))
                .isInstanceOfSatisfying(
                        InsufficientPointsException.class,
                        e -> assertThat(e.errorType()).isEqualTo("Points.InsufficientPoints"));
        assertThat(ledger.debits()).isEmpty();
    }

    @Test
    void apply_rejectsInputThatIsNotARedemption() {
        assertThatThrownBy(() -> redemption.apply("{\"order_no\":1}")).isInstanceOf(IllegalArgumentException.class);
    }
}

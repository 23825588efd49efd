package io.durabledispatch.workflows.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class MoneyTest {

    @Test
    void money_isTheSameContent_whenOnlyTheScaleDiffers() {
        assertThat(new Money("EUR", new BigDecimal("44.90"))).isEqualTo(new Money("EUR", new BigDecimal("44.9")));
    }

    @Test
    void money_keepsAPlainValue_whenGivenAnExponent() {
        assertThat(new Money("USD", new BigDecimal("1.2E1")).value()).hasToString("12");
    }
}

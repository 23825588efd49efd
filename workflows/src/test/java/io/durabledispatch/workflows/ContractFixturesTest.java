package io.durabledispatch.workflows;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.workflows.catalog.CatalogInput;
import io.durabledispatch.workflows.common.Money;
import io.durabledispatch.workflows.order.OrderInput;
import io.durabledispatch.workflows.order.OrderItem;
import io.durabledispatch.workflows.points.PointsInput;
import io.durabledispatch.workflows.reward.RewardInput;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class ContractFixturesTest {

    @Test
    void orderFixture_deserialisesIntoOrderInput() {
        var input = Contracts.input("order", OrderInput.class);

        assertThat(input.tenantId()).isEqualTo("acme");
        assertThat(input.orderNo()).isEqualTo("A-1001");
        assertThat(input.customer()).isEqualTo(new OrderInput.Customer("ana@example.com", "C-17"));
        assertThat(input.amount()).isEqualTo(new Money("EUR", new BigDecimal("44.90")));
        assertThat(input.items())
                .containsExactly(
                        new OrderItem(2, "SKU-RED-1", new BigDecimal("19.95")),
                        new OrderItem(1, "SKU-BLUE-2", new BigDecimal("5.00")));
    }

    @Test
    void pointsFixture_deserialisesIntoPointsInput() {
        var input = Contracts.input("points", PointsInput.class);

        assertThat(input).isEqualTo(new PointsInput("order:A-1001", "M-5", 120, "acme"));
    }

    @Test
    void catalogFixture_deserialisesIntoCatalogInput() {
        var input = Contracts.input("catalog", CatalogInput.class);

        assertThat(input.tenantId()).isEqualTo("globex");
        assertThat(input.product()).isEqualTo(new CatalogInput.Product("lighting", "SKU-LAMP-9", "Desk lamp"));
        assertThat(input.price()).isEqualTo(new Money("USD", new BigDecimal("12.00")));
    }

    @Test
    void rewardFixture_deserialisesIntoRewardInput() {
        var input = Contracts.input("reward", RewardInput.class);

        assertThat(input).isEqualTo(new RewardInput("M-42", 500, "R-9001", "coffee-mug", "initech"));
    }
}

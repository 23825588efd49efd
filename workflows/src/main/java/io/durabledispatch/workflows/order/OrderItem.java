package io.durabledispatch.workflows.order;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.durabledispatch.workflows.common.Money;
import java.math.BigDecimal;

/** One order line. */
public record OrderItem(
        int qty, String sku, @JsonProperty("unit_price") BigDecimal unitPrice) {

    public OrderItem {
        unitPrice = Money.plain(unitPrice);
    }
}

package io.durabledispatch.localstack.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.dynalite.DynaliteExtension;
import io.durabledispatch.workflows.common.KeyConflictException;
import io.durabledispatch.workflows.common.Money;
import io.durabledispatch.workflows.order.OrderRecord;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

class LocalStoresTest {
    /** Skips or fails the class as the other dynalite tests do when Node.js is missing. */
    @RegisterExtension
    static final DynaliteExtension NODE_REQUIRED = new DynaliteExtension();

    private static final OrderRecord ORDER =
            new OrderRecord("acme", "A-1", "C-1", new Money("EUR", BigDecimal.TEN), List.of());

    @Test
    void dynamodb_keepsTheTablesInTheDataDirectory_acrossARestart(@TempDir Path data) {
        try (LocalStores first = LocalStores.start(StoreMode.DYNAMODB, Optional.of(data), "us-east-1")) {
            assertThat(first.endpoint()).get().extracting(uri -> uri.getHost()).isEqualTo("127.0.0.1");
            assertThat(first.description())
                    .contains("dynalite", data.resolve("dynalite").toString());
            first.ports().orders().register(ORDER);
        }

        try (LocalStores second = LocalStores.start(StoreMode.AUTO, Optional.of(data), "us-east-1")) {
            assertThat(second.ports().orders().register(ORDER)).isEqualTo(ORDER);
            assertThatThrownBy(() -> second.ports()
                            .orders()
                            .register(new OrderRecord("acme", "A-1", "C-2", ORDER.amount(), List.of())))
                    .isInstanceOf(KeyConflictException.class);
            assertThat(second.ports().shipping()).isSameAs(second.memory().shipping());
        }
    }

    @Test
    void dynamoDbCharges_followTheInMemoryDeclineRule() {
        try (LocalStores stores = LocalStores.start(StoreMode.DYNAMODB, Optional.empty(), "us-east-1")) {
            stores.memory().payments().declineCustomer("C-BOUNCE");

            var charge = stores.ports()
                    .payments()
                    .charge(new io.durabledispatch.workflows.order.ChargeRequest("exec-1", "C-BOUNCE", ORDER.amount()));

            assertThat(charge.captured()).isFalse();
        }
    }
}

package io.durabledispatch.localstack.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class StoreModeTest {
    @Test
    void memory_isTheInMemorySet_withNothingStarted() {
        try (LocalStores stores = LocalStores.start(StoreMode.MEMORY, Optional.empty(), "us-east-1")) {
            assertThat(stores.ports().orders()).isSameAs(stores.memory().orders());
            assertThat(stores.endpoint()).isEmpty();
            assertThat(stores.description()).isEqualTo("memory");
        }
    }

    @Test
    void parse_namesTheChoices() {
        assertThat(StoreMode.parse("DynamoDB")).isEqualTo(StoreMode.DYNAMODB);
        assertThatThrownBy(() -> StoreMode.parse("sqlite")).hasMessageContaining("auto, dynamodb or memory");
    }
}

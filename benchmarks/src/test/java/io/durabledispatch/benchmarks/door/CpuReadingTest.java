package io.durabledispatch.benchmarks.door;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class CpuReadingTest {
    @Test
    void microsPerItem_isTheMeanInMicroseconds() {
        assertThat(new CpuReading(3_000_000, 1_000).microsPerItem()).isEqualTo(3.0);
    }

    @Test
    void microsPerItem_refusesAReadingOfNoItems() {
        assertThatThrownBy(() -> new CpuReading(5, 0).microsPerItem()).isInstanceOf(IllegalStateException.class);
    }
}

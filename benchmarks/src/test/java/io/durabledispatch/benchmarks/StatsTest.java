package io.durabledispatch.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class StatsTest {
    @Test
    void median_isTheMiddleValue_whenTheCountIsOdd() {
        assertThat(Stats.median(List.of(9.0, 1.0, 5.0, 100.0, 3.0))).isEqualTo(5.0);
    }

    @Test
    void median_averagesTheTwoMiddleValues_whenTheCountIsEven() {
        assertThat(Stats.median(List.of(4.0, 1.0, 3.0, 2.0))).isEqualTo(2.5);
    }

    @Test
    void median_refusesNoValues() {
        assertThatThrownBy(() -> Stats.median(List.of())).isInstanceOf(IllegalArgumentException.class);
    }
}

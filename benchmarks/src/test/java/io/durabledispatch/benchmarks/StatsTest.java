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

    @Test
    void percentile_isTheNearestRank_aMeasuredValue() {
        List<Double> hundred = new java.util.ArrayList<>();
        for (int i = 100; i >= 1; i--) hundred.add((double) i);

        assertThat(Stats.percentile(hundred, 50)).isEqualTo(50.0);
        assertThat(Stats.percentile(hundred, 99)).isEqualTo(99.0);
        assertThat(Stats.percentile(hundred, 100)).isEqualTo(100.0);
    }

    @Test
    void percentile_ofFewValues_roundsTheRankUp() {
        assertThat(Stats.percentile(List.of(30.0, 10.0, 20.0), 50)).isEqualTo(20.0);
        assertThat(Stats.percentile(List.of(30.0, 10.0, 20.0), 99)).isEqualTo(30.0);
        assertThat(Stats.percentile(List.of(7.0), 1)).isEqualTo(7.0);
    }

    @Test
    void percentile_refusesNoValues_andPercentsOutsideTheRange() {
        assertThatThrownBy(() -> Stats.percentile(List.of(), 50)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Stats.percentile(List.of(1.0), 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Stats.percentile(List.of(1.0), 101)).isInstanceOf(IllegalArgumentException.class);
    }
}

package io.durabledispatch.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The construct's default start concurrency: the largest that keeps the mapping's worst case within the quota. */
class StartConcurrencyTest {
    private static final Duration NOMINAL = Duration.ofMillis(50);

    @Test
    void derived_fillsTheQuotaExactly_withTheConstructsDefaults() {
        int derived = StartConcurrency.derived(300, 5, NOMINAL);

        assertThat(derived).isEqualTo(3);
        assertThat(StartConcurrency.startsPerSecond(5, derived, NOMINAL)).isEqualTo(300.0);
    }

    @Test
    void derived_roundsDown_soTheRateNeverExceedsTheQuota() {
        assertThat(StartConcurrency.derived(150, 5, NOMINAL)).isEqualTo(1); // 1.5 → 1: 100/s
        assertThat(StartConcurrency.derived(1000, 10, NOMINAL)).isEqualTo(5); // 1000/s exactly
        assertThat(StartConcurrency.derived(123.4, 3, Duration.ofMillis(70))).isEqualTo(2); // 2.879 → 2
        for (int invocations = 2; invocations <= 60; invocations++) {
            for (double quota = 7.3; quota < 5000; quota *= 1.37) {
                int derived = StartConcurrency.derived(quota, invocations, Duration.ofMillis(33));
                if (derived > 1) {
                    assertThat(StartConcurrency.startsPerSecond(invocations, derived, Duration.ofMillis(33)))
                            .as("quota %s, invocations %d", quota, invocations)
                            .isLessThanOrEqualTo(quota);
                    assertThat(StartConcurrency.startsPerSecond(invocations, derived + 1, Duration.ofMillis(33)))
                            .as("quota %s, invocations %d: the largest that fits", quota, invocations)
                            .isGreaterThan(quota);
                }
            }
        }
    }

    @Test
    void derived_staysWithinTheSettingsRange() {
        assertThat(StartConcurrency.derived(300, 1000, NOMINAL))
                .as("more invocations than the quota allows: 1, and the guard warns")
                .isEqualTo(SettingsTable.MAX_CONCURRENCY.min());
        assertThat(StartConcurrency.derived(1_000_000, 2, Duration.ofSeconds(1)))
                .isEqualTo(SettingsTable.MAX_CONCURRENCY.max());
    }

    @Test
    void derived_refusesANonPositiveInput() {
        assertThatThrownBy(() -> StartConcurrency.derived(0, 5, NOMINAL)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> StartConcurrency.derived(300, 5, Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class);
    }
}

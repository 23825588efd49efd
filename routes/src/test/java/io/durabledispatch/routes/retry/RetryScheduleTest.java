package io.durabledispatch.routes.retry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class RetryScheduleTest {
    private final RetrySchedule schedule = RetrySchedule.defaults();

    @Test
    void ceiling_doublesEverySecondReceive_fromTheBase_untilTheMax() {
        assertThat(schedule.ceiling(1)).isEqualTo(Duration.ofSeconds(2));
        assertThat(schedule.ceiling(2)).isEqualTo(Duration.ofSeconds(3)); // 2·√2, rounded
        assertThat(schedule.ceiling(3)).isEqualTo(Duration.ofSeconds(4));
        assertThat(schedule.ceiling(11)).isEqualTo(Duration.ofSeconds(64));
        assertThat(schedule.ceiling(22)).isEqualTo(Duration.ofSeconds(2896));
        assertThat(schedule.ceiling(23)).isEqualTo(Duration.ofHours(1));
        assertThat(schedule.ceiling(999)).isEqualTo(Duration.ofHours(1));
    }

    @Test
    void ceiling_neverShrinks_asTheReceivesGrow() {
        for (int receive = 1; receive < 200; receive++) {
            assertThat(schedule.ceiling(receive + 1)).isGreaterThanOrEqualTo(schedule.ceiling(receive));
        }
    }

    @Test
    void delay_staysInTheUpperHalfOfTheCeiling_spreadByTheRandomDraw() {
        for (int receive = 1; receive <= 20; receive++) {
            Duration ceiling = schedule.ceiling(receive);
            assertThat(schedule.delay(receive, 0.0)).isEqualTo(schedule.shortest(receive));
            assertThat(schedule.delay(receive, 0.999_999)).isEqualTo(ceiling);
            assertThat(schedule.delay(receive, 0.5))
                    .isGreaterThanOrEqualTo(ceiling.dividedBy(2))
                    .isLessThanOrEqualTo(ceiling);
        }
        assertThat(schedule.delay(5, 0.0)).isEqualTo(Duration.ofSeconds(4));
        assertThat(schedule.delay(5, 0.5)).isEqualTo(Duration.ofSeconds(6));
    }

    @Test
    void maxReceiveCount_isTheFewestReceivesWhoseShortestWaitsOutlastTheRetention() {
        for (Duration retention : new Duration[] {Duration.ofHours(1), Duration.ofDays(4), Duration.ofDays(14)}) {
            int receives = schedule.maxReceiveCount(retention);

            assertThat(schedule.shortestTotal(receives)).isGreaterThanOrEqualTo(retention);
            assertThat(schedule.shortestTotal(receives - 1)).isLessThan(retention);
        }
        assertThat(schedule.maxReceiveCount(Duration.ofHours(1))).isEqualTo(22);
        assertThat(schedule.maxReceiveCount(Duration.ofDays(4))).isEqualTo(212);
        assertThat(schedule.maxReceiveCount(Duration.ofDays(14))).isEqualTo(692);
    }

    @Test
    void firstReceiveAfter_isTheReceiveThatComesOnlyAfterAtLeastThatMuchBackoff() {
        int receive = schedule.firstReceiveAfter(Duration.ofMinutes(5));

        assertThat(receive).isEqualTo(15);
        assertThat(schedule.shortestTotal(receive - 1)).isGreaterThanOrEqualTo(Duration.ofMinutes(5));
        assertThat(schedule.shortestTotal(receive - 2)).isLessThan(Duration.ofMinutes(5));
        assertThat(schedule.firstReceiveAfter(Duration.ZERO)).isEqualTo(1);
    }

    @Test
    void maxReceiveCount_refuses_whenTheRetentionNeedsMoreReceivesThanSqsAllows() {
        RetrySchedule short15Minutes = new RetrySchedule(Duration.ofSeconds(2), Duration.ofMinutes(15));

        assertThatThrownBy(() -> short15Minutes.maxReceiveCount(Duration.ofDays(14)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("raise the max delay");
    }

    @Test
    void constructor_refusesDelaysBeyondWhatChangeMessageVisibilityAllows() {
        assertThatThrownBy(() -> new RetrySchedule(Duration.ofSeconds(2), Duration.ofHours(12)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new RetrySchedule(Duration.ZERO, Duration.ofHours(1)))
                .isInstanceOf(IllegalArgumentException.class);
    }
}

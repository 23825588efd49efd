package io.durabledispatch.emulators.quota;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class ApiQuotasTest {
    private final AtomicLong now = new AtomicLong();
    private final ApiQuotas quotas = new ApiQuotas(now::get);

    private int admitted(String api, int calls) {
        int admitted = 0;
        for (int i = 0; i < calls; i++) if (quotas.admit(api).isEmpty()) admitted++;
        return admitted;
    }

    @Test
    void admit_letsTheBurstThrough_thenRefillsAtTheRate() {
        quotas.limit("StartExecution", new Quota(10, 25));

        assertThat(admitted("StartExecution", 40)).isEqualTo(25);
        now.addAndGet(TimeUnit.MILLISECONDS.toNanos(500));
        assertThat(admitted("StartExecution", 40)).isEqualTo(5);
        now.addAndGet(TimeUnit.SECONDS.toNanos(60));
        assertThat(admitted("StartExecution", 40))
                .as("never more than the burst")
                .isEqualTo(25);
        assertThat(quotas.refused("StartExecution")).isEqualTo(15 + 35 + 15);
        assertThat(quotas.admitted("StartExecution")).isEqualTo(25 + 5 + 25);
    }

    @Test
    void admit_saysHowLongUntilTheNextToken() {
        quotas.limit("Invoke", new Quota(4, 1));
        assertThat(quotas.admit("Invoke")).isEmpty();

        assertThat(quotas.admit("Invoke").map(Duration::toMillis)).contains(250L);
        now.addAndGet(TimeUnit.MILLISECONDS.toNanos(100));
        assertThat(quotas.admit("Invoke").map(Duration::toMillis)).contains(150L);
    }

    @Test
    void admit_isUnlimited_forAnApiWithoutAQuota() {
        quotas.limit("StartExecution", new Quota(1, 1));

        assertThat(admitted("DescribeExecution", 10_000)).isEqualTo(10_000);
        assertThat(quotas.refused("DescribeExecution")).isZero();
        assertThat(quotas.admitted("DescribeExecution"))
                .as("counted only under a quota")
                .isZero();
    }

    @Test
    void parse_readsRateAndBurst_andDefaultsTheBurstToOneSecond() {
        assertThat(Quota.parse("300/1300")).isEqualTo(new Quota(300, 1300));
        assertThat(Quota.parse("20")).isEqualTo(new Quota(20, 20));
        assertThat(Quota.parse("0.5")).isEqualTo(new Quota(0.5, 1));
        assertThatThrownBy(() -> Quota.parse("fast")).hasMessageContaining("RATE/BURST");
        assertThatThrownBy(() -> Quota.parse("0/10")).hasMessageContaining("positive");
        assertThatThrownBy(() -> Quota.parse("10/0")).hasMessageContaining("burst");
    }
}

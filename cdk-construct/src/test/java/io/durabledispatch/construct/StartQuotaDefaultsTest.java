package io.durabledispatch.construct;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The documented default start quotas (docs/operations/quotas.md), per Region where the engine's differ. */
class StartQuotaDefaultsTest {
    @Test
    void stepFunctions_givesTheLargestRegions300PerSecond_andEveryOther150() {
        assertThat(StateMachineTarget.defaultStartQuota("us-east-1")).isEqualTo(300);
        assertThat(StateMachineTarget.defaultStartQuota("us-west-2")).isEqualTo(300);
        assertThat(StateMachineTarget.defaultStartQuota("eu-west-1")).isEqualTo(300);
        assertThat(StateMachineTarget.defaultStartQuota("eu-central-1")).isEqualTo(150);
        assertThat(StateMachineTarget.defaultStartQuota("ap-southeast-2")).isEqualTo(150);
    }

    @Test
    void stepFunctions_assumesTheLargerQuota_whenTheRegionIsUnknownAtSynth() {
        assertThat(StateMachineTarget.defaultStartQuota("${Token[AWS.Region.12]}"))
                .isEqualTo(StateMachineTarget.DEFAULT_START_QUOTA);
        assertThat(StateMachineTarget.defaultStartQuota(null)).isEqualTo(StateMachineTarget.DEFAULT_START_QUOTA);
    }
}

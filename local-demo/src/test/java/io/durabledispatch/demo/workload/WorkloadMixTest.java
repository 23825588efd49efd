package io.durabledispatch.demo.workload;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.tables.samples.SampleWorkflows;
import java.util.List;
import org.junit.jupiter.api.Test;

class WorkloadMixTest {

    @Test
    void counts_followTheShares_andAddUpToTheWhole() {
        var counts = WorkloadMix.counts(SampleWorkflows.ALL, 780);

        assertThat(counts.values()).containsExactly(312, 195, 156, 117);
    }

    @Test
    void spendingCount_isCappedByItsEarners_andTheFirstShareTakesTheRest() {
        for (int unique : List.of(1, 2, 3, 7, 13, 401)) {
            var counts = WorkloadMix.counts(SampleWorkflows.ALL, unique);
            int points = counts.get(SampleWorkflows.POINTS);

            assertThat(counts.values().stream().mapToInt(Integer::intValue).sum())
                    .isEqualTo(unique);
            assertThat(points).isGreaterThanOrEqualTo(1);
            assertThat(counts.get(SampleWorkflows.REWARD_REDEMPTION)).isBetween(0, points);
        }
    }
}

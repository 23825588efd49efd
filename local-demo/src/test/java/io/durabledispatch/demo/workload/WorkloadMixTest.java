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

    /** The API's share of a sample's requests: exactly its percent (rounded down), spread over the list. */
    @Test
    void apiShare_takesItsPercentOfTheRequests_spreadEvenly_andLeavesTheRestInOrder() {
        List<com.fasterxml.jackson.databind.node.ObjectNode> requests = new java.util.ArrayList<>();
        for (int i = 0; i < 23; i++)
            requests.add(EventJson.MAPPER.createObjectNode().put("n", i));

        var taken = ApiTraffic.take(20, requests);

        assertThat(taken).extracting(node -> node.get("n").asInt()).containsExactly(4, 9, 14, 19);
        assertThat(requests).hasSize(19);
        assertThat(requests)
                .extracting(node -> node.get("n").asInt())
                .startsWith(0, 1, 2, 3, 5)
                .endsWith(21, 22);
        assertThat(ApiTraffic.take(0, requests)).isEmpty();
        assertThat(requests).hasSize(19);
    }
}

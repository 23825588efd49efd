package io.durabledispatch.demo.workload;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class WorkloadGeneratorTest {
    private final WorkloadSpec spec = new WorkloadSpec(400, 4, 10, 5, 6, 5, 11L);

    @Test
    void generate_sendsExactlyTheRequestedNumberOfMessages() {
        Workload workload = WorkloadGenerator.generate(spec);

        assertThat(workload.all()).hasSize(400);
        assertThat(workload.expected().messages()).isEqualTo(400);
        assertThat(workload.expected().executions()).isEqualTo(400 - 40 - 20 - 6 - 5);
    }

    @Test
    void generate_coversEveryRouteAndSeveralTenants() {
        List<JsonNode> events = parseable(WorkloadGenerator.generate(spec).all());

        assertThat(events)
                .extracting(e -> e.path("type").asText())
                .contains("order.placed", "points.earned", "catalog.product_registered", "reward.redeemed");
        assertThat(events.stream().map(e -> e.path("tenant_id").asText()).distinct())
                .hasSizeGreaterThanOrEqualTo(4);
    }

    @Test
    void generate_putsRedemptionsAndConflictsInTheSecondWave() {
        Workload workload = WorkloadGenerator.generate(spec);

        assertThat(parseable(workload.waves().get(0)))
                .noneMatch(e -> e.path("type").asText().equals("reward.redeemed"));
        assertThat(workload.waves().get(1))
                .anyMatch(body -> body.contains("changed@example.com") || body.contains("Changed title"));
    }

    @Test
    void generate_isDeterministicForASeed() {
        assertThat(WorkloadGenerator.generate(spec).all())
                .isEqualTo(WorkloadGenerator.generate(spec).all());
    }

    @Test
    void generate_includesExactDuplicates() {
        List<String> all = WorkloadGenerator.generate(spec).all();
        Set<String> seen = new HashSet<>();

        long repeats = all.stream().filter(body -> !seen.add(body)).count();

        assertThat(repeats).isGreaterThanOrEqualTo(spec.duplicates() / 2);
    }

    private static List<JsonNode> parseable(List<String> bodies) {
        return bodies.stream()
                .<JsonNode>mapMulti((body, out) -> {
                    try {
                        out.accept(EventJson.MAPPER.readTree(body));
                    } catch (Exception poison) {
                        // malformed poison messages are not events
                    }
                })
                .toList();
    }
}

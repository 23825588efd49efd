package io.durabledispatch.demo.workload;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class WorkloadGeneratorTest {
    private final WorkloadSpec spec = new WorkloadSpec(400, 4, 10, 5, 6, 5, 11L);
    private final WorkloadSpec withApi = new WorkloadSpec(400, 4, 10, 5, 6, 5, 11L, 20);

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

    @Test
    void queueOnly_postsNothingToTheApi() {
        Workload workload = WorkloadGenerator.generate(spec);

        assertThat(workload.apiWaves()).isEmpty();
        assertThat(workload.apiExpected()).isEqualTo(Workload.ApiExpected.NONE);
    }

    /** The API takes a fifth of the distinct requests out of the queue's: one execution each, whichever door. */
    @Test
    void api_takesItsShareOfTheDistinctRequests_outOfTheQueues() {
        Workload workload = WorkloadGenerator.generate(withApi);
        var api = workload.apiExpected();
        List<ApiRequest> requests = workload.allApi();

        assertThat(workload.expected().executions()).isEqualTo(400 - 40 - 20 - 6 - 5);
        assertThat(api.distinct())
                .isBetween(
                        workload.expected().executions() / 5 - 4,
                        workload.expected().executions() / 5);
        assertThat(workload.all()).hasSize(400 - api.distinct());
        assertThat(workload.expectedMessages()).isEqualTo(workload.all().size());
        assertThat(requests).hasSize(api.requests());
        assertThat(requests).filteredOn(r -> r.kind() == ApiRequest.Kind.NEW).hasSize(api.distinct());
        assertThat(requests).filteredOn(r -> r.kind() == ApiRequest.Kind.REPEAT).hasSize(api.repeats());
        assertThat(api.repeats()).isEqualTo(api.distinct() * 15 / 100);
        assertThat(api.conflicts()).isEqualTo(1);
        assertThat(api.invalid()).isEqualTo(1);
        Set<String> queued = new HashSet<>(workload.all());
        assertThat(requests).filteredOn(r -> r.kind() == ApiRequest.Kind.NEW).noneMatch(r -> queued.contains(r.body()));
    }

    /** Each sample's requests go to its HTTP route; redemptions and conflicts wait for the second wave. */
    @Test
    void api_postsToEachSamplesRoute_redemptionsAndConflictsInTheSecondWave() {
        Workload workload = WorkloadGenerator.generate(withApi);

        assertThat(workload.allApi())
                .filteredOn(r -> r.kind() != ApiRequest.Kind.INVALID)
                .extracting(ApiRequest::path)
                .contains("/orders", "/points", "/products", "/redemptions")
                .allMatch(path -> List.of("/orders", "/points", "/products", "/redemptions")
                        .contains(path));
        assertThat(workload.apiWaves().get(0)).noneMatch(r -> r.path().equals("/redemptions"));
        assertThat(workload.apiWaves().get(1))
                .filteredOn(r -> r.kind() == ApiRequest.Kind.CONFLICT)
                .hasSize(1);
        assertThat(workload.apiWaves().get(0))
                .filteredOn(r -> r.kind() == ApiRequest.Kind.INVALID)
                .singleElement()
                .satisfies(r -> assertThat(r.path()).isEqualTo("/orders"));
    }

    /** A retry storm: each copy is identical to the request right before it, so the two are in flight together. */
    @Test
    void api_stormCopies_followTheirOriginal() {
        for (List<ApiRequest> wave : WorkloadGenerator.generate(withApi).apiWaves()) {
            for (int i = 0; i < wave.size(); i++) {
                if (wave.get(i).kind() != ApiRequest.Kind.REPEAT) continue;
                ApiRequest before = wave.get(i - 1);
                assertThat(before.kind()).isIn(ApiRequest.Kind.NEW, ApiRequest.Kind.REPEAT);
                assertThat(before.body()).isEqualTo(wave.get(i).body());
                assertThat(before.path()).isEqualTo(wave.get(i).path());
            }
        }
    }

    @Test
    void api_isDeterministicForASeed() {
        assertThat(WorkloadGenerator.generate(withApi).allApi())
                .isEqualTo(WorkloadGenerator.generate(withApi).allApi());
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

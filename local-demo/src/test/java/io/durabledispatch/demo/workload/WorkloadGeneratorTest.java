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
    private final WorkloadSpec allDoors = new WorkloadSpec(400, 4, 10, 5, 6, 5, 11L, 20, 10, 10);

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

    /**
     * The bus and the stream take a tenth each of the distinct requests out of the queue's; every fourth of each
     * door's goes through the other door too, identical, and is expected to collapse as a duplicate.
     */
    @Test
    void eventDoors_takeTheirSharesOutOfTheQueues_andCopySomeThroughTheOtherDoor() {
        Workload workload = WorkloadGenerator.generate(allDoors);
        EventDoors doors = workload.eventDoors();
        int distinct = workload.expected().executions();

        assertThat(distinct).isEqualTo(400 - 40 - 20 - 6 - 5);
        assertThat(doors.busDistinct()).isBetween(distinct / 10 - 2, distinct / 10);
        assertThat(doors.streamDistinct()).isBetween(distinct / 10 - 2, distinct / 10);
        // every fourth of each wave's: a wave's remainder is not copied
        assertThat(doors.busCopies())
                .isPositive()
                .isBetween(
                        doors.streamDistinct() / EventDoorTraffic.COPY_EVERY - 1,
                        doors.streamDistinct() / EventDoorTraffic.COPY_EVERY);
        assertThat(doors.streamCopies())
                .isPositive()
                .isBetween(
                        doors.busDistinct() / EventDoorTraffic.COPY_EVERY - 1,
                        doors.busDistinct() / EventDoorTraffic.COPY_EVERY);
        assertThat(workload.expected().duplicates()).isEqualTo(40 + 20 + doors.busCopies() + doors.streamCopies());
        assertThat(workload.all()).hasSize(workload.expectedMessages());
        List<EventDoors.BusEvent> events =
                doors.busWaves().stream().flatMap(List::stream).toList();
        List<EventDoors.StreamRecord> records =
                doors.streamWaves().stream().flatMap(List::stream).toList();
        assertThat(events).hasSize(doors.busEvents());
        assertThat(records).hasSize(doors.streamRecords());
        Set<String> queued = new HashSet<>(workload.all());
        assertThat(events).noneMatch(e -> queued.contains(e.detail()));
        assertThat(records).noneMatch(r -> queued.contains(r.data()));
        Set<String> onTheBus =
                new HashSet<>(events.stream().map(EventDoors.BusEvent::detail).toList());
        assertThat(records.stream().filter(r -> onTheBus.contains(r.data())))
                .as("requests sent through both doors")
                .hasSize(doors.busCopies() + doors.streamCopies());
    }

    /** Each event is its sample's EventBridge route's: source, detail-type, and the queue's body as detail. */
    @Test
    void eventDoors_busEventsAreTheirSamplesEventBridgeEvents_redemptionsInTheSecondWave() {
        EventDoors doors = WorkloadGenerator.generate(allDoors).eventDoors();

        assertThat(doors.busWaves()).hasSize(2);
        assertThat(doors.busWaves().stream().flatMap(List::stream))
                .allSatisfy(event -> {
                    assertThat(event.source()).isEqualTo("durable-dispatch.samples");
                    assertThat(parseable(List.of(event.detail()))
                                    .get(0)
                                    .path("type")
                                    .asText())
                            .isEqualTo(event.detailType());
                })
                .extracting(EventDoors.BusEvent::detailType)
                .contains("order.placed", "points.earned", "catalog.product_registered", "reward.redeemed");
        assertThat(doors.busWaves().get(0)).noneMatch(e -> e.detailType().equals("reward.redeemed"));
        assertThat(doors.streamWaves().get(0)).noneMatch(r -> r.data().contains("reward.redeemed"));
        assertThat(doors.streamWaves().get(1)).allMatch(r -> r.data().contains("reward.redeemed"));
    }

    @Test
    void withoutBusOrStream_theWorkloadIsTheSameAsBefore() {
        Workload workload = WorkloadGenerator.generate(withApi);

        assertThat(workload.eventDoors()).isEqualTo(EventDoors.NONE);
        assertThat(workload.all())
                .isEqualTo(WorkloadGenerator.generate(new WorkloadSpec(400, 4, 10, 5, 6, 5, 11L, 20, 0, 0))
                        .all());
    }
}

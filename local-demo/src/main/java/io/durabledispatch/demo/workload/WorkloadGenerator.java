package io.durabledispatch.demo.workload;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.tables.samples.SampleWorkflows;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Builds a demo workload: distinct requests over several tenants and every route, then exact duplicates,
 * resends that differ only in volatile fields, a few conflicts (same key, other content) and poison messages; a
 * share of the distinct requests goes to the HTTP API instead ({@link ApiTraffic}).
 * Deterministic for a seed. The second wave holds the redemptions (they spend less than their member earned in
 * the first) and the conflicts (so that the original request is the one that starts).
 */
public final class WorkloadGenerator {
    private static final String[] TENANTS = {"acme", "globex", "initech", "umbrella", "hooli", "stark", "wayne"};

    private WorkloadGenerator() {}

    public static Workload generate(WorkloadSpec spec) {
        Random random = new Random(spec.seed());
        BusinessEvents events = new BusinessEvents(random);
        List<ObjectNode> earn = new ArrayList<>();
        List<ObjectNode> redeem = new ArrayList<>();
        requests(spec, events, earn, redeem);
        List<ObjectNode> apiEarn = ApiTraffic.take(spec.apiPercent(), earn);
        List<ObjectNode> apiRedeem = ApiTraffic.take(spec.apiPercent(), redeem);
        List<String> first = bodies(earn);
        List<String> second = bodies(redeem);
        Copies copies = new Copies(random, events);
        copies.addDuplicates(spec.duplicates(), earn, redeem, first, second);
        copies.addResends(spec.resends(), earn, redeem, first, second);
        copies.addConflicts(spec.conflicts(), earn, second);
        first.addAll(PoisonMessages.take(spec.poison()));
        Collections.shuffle(first, random);
        Collections.shuffle(second, random);
        var expected = new Workload.Expected(
                spec.uniqueRequests(), spec.duplicates() + spec.resends(), spec.conflicts(), spec.poison());
        if (spec.apiPercent() == 0) return new Workload(List.of(first, second), expected);
        List<ApiRequest> apiFirst = new ArrayList<>();
        List<ApiRequest> apiSecond = new ArrayList<>();
        var api = new ApiTraffic(random, events).waves(spec, apiEarn, apiRedeem, apiFirst, apiSecond);
        return new Workload(List.of(first, second), expected, List.of(apiFirst, apiSecond), api);
    }

    /**
     * Each sample's share of the distinct requests ({@link WorkloadMix}), sample by sample; events that spend what
     * others earned go in the second wave. The n-th event of every sample has the same tenant and member, so a
     * redemption spends its member's grant.
     */
    private static void requests(
            WorkloadSpec spec, BusinessEvents events, List<ObjectNode> earn, List<ObjectNode> redeem) {
        WorkloadMix.counts(SampleWorkflows.ALL, spec.uniqueRequests()).forEach((sample, count) -> {
            List<ObjectNode> wave = sample.events().share().fold(percent -> earn, spends -> redeem);
            for (int n = 0; n < count; n++) wave.add(events.event(sample, tenant(spec, n), n, member(n)));
        });
    }

    private static String tenant(WorkloadSpec spec, int n) {
        return TENANTS[n % Math.min(spec.tenants(), TENANTS.length)]
                + (spec.tenants() > TENANTS.length ? "-" + n % spec.tenants() : "");
    }

    private static String member(int n) {
        return "M-" + n;
    }

    private static List<String> bodies(List<ObjectNode> events) {
        return new ArrayList<>(events.stream().map(ObjectNode::toString).toList());
    }
}

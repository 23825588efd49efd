package io.durabledispatch.demo.workload;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Builds a demo workload: distinct requests over several tenants and every route, then exact duplicates,
 * resends that differ only in volatile fields, a few conflicts (same key, other content) and poison messages.
 * Deterministic for a seed. The second wave holds the redemptions (they spend less than their member earned in
 * the first) and the conflicts (so that the original request is the one that starts).
 */
public final class WorkloadGenerator {
    private static final String[] TENANTS = {"acme", "globex", "initech", "umbrella", "hooli", "stark", "wayne"};
    private static final int REDEEMED_POINTS = 40;

    private WorkloadGenerator() {}

    public static Workload generate(WorkloadSpec spec) {
        Random random = new Random(spec.seed());
        BusinessEvents events = new BusinessEvents(random);
        List<ObjectNode> earn = new ArrayList<>();
        List<ObjectNode> redeem = new ArrayList<>();
        requests(spec, events, earn, redeem);
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
        return new Workload(List.of(first, second), expected);
    }

    /** Orders 40 %, points 25 %, products 20 %, redemptions the rest (at most one per points event). */
    private static void requests(
            WorkloadSpec spec, BusinessEvents events, List<ObjectNode> earn, List<ObjectNode> redeem) {
        int unique = spec.uniqueRequests();
        int points = Math.max(1, unique / 4);
        int orders = unique * 2 / 5;
        int products = unique / 5;
        int rewards = Math.min(points, unique - orders - points - products);
        orders = unique - points - products - rewards;
        for (int n = 0; n < orders; n++) earn.add(events.order(tenant(spec, n), n));
        for (int n = 0; n < points; n++) earn.add(events.points(tenant(spec, n), member(n), n, 100 + 10 * (n % 40)));
        for (int n = 0; n < products; n++) earn.add(events.product(tenant(spec, n), n));
        for (int n = 0; n < rewards; n++) redeem.add(events.reward(tenant(spec, n), member(n), n, REDEEMED_POINTS));
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

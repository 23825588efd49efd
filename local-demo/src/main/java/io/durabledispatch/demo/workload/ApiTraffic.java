package io.durabledispatch.demo.workload;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.tables.samples.SampleRoute;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * The HTTP API's part of a workload: a share of the distinct requests, taken out of the queue's, each posted to its
 * sample's HTTP route; retry storms (identical copies right behind their original, so that they are in flight
 * together); conflicts (a first-wave request's key with other content, in the second wave); invalid requests.
 */
final class ApiTraffic {
    /** Bodies the door cannot plan: malformed, not an object, without the order's key. */
    private static final List<String> INVALID = List.of(
            "{\"tenant_id\":\"acme\",\"order_no\":",
            "[\"not\",\"an\",\"object\"]",
            "{\"tenant_id\":\"acme\",\"amount\":{\"value\":1,\"currency\":\"EUR\"}}");

    private final Random random;
    private final BusinessEvents events;

    ApiTraffic(Random random, BusinessEvents events) {
        this.random = random;
        this.events = events;
    }

    /** Removes {@code percent} of {@code requests}, spread evenly over them, and returns what it removed. */
    static List<ObjectNode> take(int percent, List<ObjectNode> requests) {
        List<ObjectNode> taken = new ArrayList<>();
        List<ObjectNode> kept = new ArrayList<>();
        for (int i = 0; i < requests.size(); i++) {
            boolean api = (i + 1) * percent / 100 != i * percent / 100;
            (api ? taken : kept).add(requests.get(i));
        }
        requests.clear();
        requests.addAll(kept);
        return taken;
    }

    /**
     * The API's two waves: its first-wave requests with their storms and the invalid ones, then its second-wave
     * requests with their storms and the conflicts (whose originals the first wave started).
     */
    Workload.ApiExpected waves(
            WorkloadSpec spec,
            List<ObjectNode> earn,
            List<ObjectNode> redeem,
            List<ApiRequest> first,
            List<ApiRequest> second) {
        int distinct = earn.size() + redeem.size();
        int repeats = distinct * (spec.duplicatePercent() + spec.resendPercent()) / 100;
        int conflicts = earn.isEmpty() || spec.conflicts() == 0
                ? 0
                : Math.min(earn.size(), Math.max(1, spec.conflicts() * spec.apiPercent() / 100));
        int invalid = distinct == 0 || spec.poison() == 0 ? 0 : Math.max(1, spec.poison() * spec.apiPercent() / 100);
        List<ObjectNode> shuffledEarn = shuffled(earn);
        List<ObjectNode> shuffledRedeem = shuffled(redeem);
        int lateRepeats = distinct == 0 ? 0 : repeats * redeem.size() / distinct;
        first.addAll(withStorms(shuffledEarn, repeats - lateRepeats));
        second.addAll(withStorms(shuffledRedeem, lateRepeats));
        for (int i = 0; i < invalid; i++) {
            first.add(new ApiRequest("/orders", INVALID.get(i % INVALID.size()), ApiRequest.Kind.INVALID));
        }
        for (int i = 0; i < conflicts; i++) {
            ObjectNode variant = events.resend(earn.get(i * earn.size() / conflicts));
            BusinessEvents.conflict(
                    variant, BusinessEvents.sampleOf(variant).events().conflict());
            second.add(request(variant, ApiRequest.Kind.CONFLICT));
        }
        return new Workload.ApiExpected(distinct, repeats, conflicts, invalid);
    }

    /** Each request, with {@code copies} identical copies spread over them, each right behind its original. */
    private List<ApiRequest> withStorms(List<ObjectNode> requests, int copies) {
        int[] stormOf = new int[requests.size()];
        for (int i = 0; i < copies; i++) stormOf[random.nextInt(requests.size())]++;
        List<ApiRequest> sent = new ArrayList<>();
        for (int i = 0; i < requests.size(); i++) {
            sent.add(request(requests.get(i), ApiRequest.Kind.NEW));
            for (int c = 0; c < stormOf[i]; c++) sent.add(request(requests.get(i), ApiRequest.Kind.REPEAT));
        }
        return sent;
    }

    private List<ObjectNode> shuffled(List<ObjectNode> requests) {
        List<ObjectNode> copy = new ArrayList<>(requests);
        Collections.shuffle(copy, random);
        return copy;
    }

    private static ApiRequest request(ObjectNode event, ApiRequest.Kind kind) {
        SampleRoute.Http http = BusinessEvents.sampleOf(event)
                .route()
                .http()
                .orElseThrow(() -> new IllegalStateException(event.get("type") + " has no HTTP route"));
        return new ApiRequest(http.path(), event.toString(), kind);
    }
}

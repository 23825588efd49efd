package io.durabledispatch.demo;

import io.durabledispatch.demo.workload.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What became of a workload: counted from the engines and the queues, compared with what it should be.
 *
 * @param sent messages sent to the queue
 * @param executionsByStatus executions per status, as the engines report them (started by either door)
 * @param parkedByReason parked messages per outcome and reason, e.g. {@code "CONFLICT INPUT_CONFLICT"}
 * @param api what the HTTP door answered the API's requests
 * @param apiExpected what it must have answered
 */
public record DemoReport(
        int sent,
        Map<String, Integer> executionsByStatus,
        Map<String, Integer> parkedByReason,
        int deadLettered,
        Workload.Expected expected,
        ApiTally api,
        Workload.ApiExpected apiExpected) {
    public DemoReport {
        executionsByStatus = new TreeMap<>(executionsByStatus);
        parkedByReason = new TreeMap<>(parkedByReason);
    }

    /** A run through the queue alone. */
    public DemoReport(
            int sent,
            Map<String, Integer> executionsByStatus,
            Map<String, Integer> parkedByReason,
            int deadLettered,
            Workload.Expected expected) {
        this(
                sent,
                executionsByStatus,
                parkedByReason,
                deadLettered,
                expected,
                ApiTally.NONE,
                Workload.ApiExpected.NONE);
    }

    public int executions() {
        return executionsByStatus.values().stream().mapToInt(Integer::intValue).sum();
    }

    /** Parked messages with this outcome (CONFLICT or INVALID), whatever their reason. */
    public int parked(String outcome) {
        return parkedByReason.entrySet().stream()
                .filter(e -> e.getKey().startsWith(outcome + " "))
                .mapToInt(Map.Entry::getValue)
                .sum();
    }

    /**
     * Queue messages that found their execution already there: every one that neither started, parked nor died
     * (the API's distinct requests started the other executions).
     */
    public int duplicatesCollapsed() {
        return sent
                - (executions() - apiExpected.distinct())
                - parkedByReason.values().stream().mapToInt(Integer::intValue).sum()
                - deadLettered;
    }

    /** The queue's messages a correct run sends. */
    public int expectedMessages() {
        return expected.messages() - apiExpected.distinct();
    }

    /** API requests accepted, new or repeated: 202, or 200 replaying a finished execution. */
    public int apiAccepted() {
        return api.answered(202) + api.answered(200);
    }

    /** Every expectation that did not hold; empty when the run is correct. */
    public List<String> problems() {
        List<String> problems = new ArrayList<>();
        check(problems, "executions", expected.executions(), executions());
        check(problems, "succeeded executions", expected.executions(), executionsByStatus.getOrDefault("SUCCEEDED", 0));
        check(problems, "duplicates collapsed", expected.duplicates(), duplicatesCollapsed());
        check(problems, "conflicts parked", expected.conflicts(), parked("CONFLICT"));
        check(problems, "invalid parked", expected.invalid(), parked("INVALID"));
        check(problems, "dead-lettered", 0, deadLettered);
        check(problems, "HTTP requests answered", apiExpected.requests(), api.sent());
        check(problems, "HTTP requests accepted", apiExpected.distinct() + apiExpected.repeats(), apiAccepted());
        check(problems, "HTTP conflicts answered 422", apiExpected.conflicts(), api.answered(422));
        check(problems, "HTTP invalid answered 400", apiExpected.invalid(), api.answered(400));
        api.mismatches().forEach(mismatch -> problems.add("HTTP " + mismatch));
        return problems;
    }

    private static void check(List<String> problems, String what, int expected, int actual) {
        if (expected != actual) problems.add(what + ": expected " + expected + ", got " + actual);
    }
}

package io.durabledispatch.demo;

import io.durabledispatch.demo.workload.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What became of a workload: counted from the engines and the queues, compared with what it should be.
 *
 * @param executionsByStatus executions per status, as the engines report them
 * @param parkedByReason parked messages per outcome and reason, e.g. {@code "CONFLICT INPUT_CONFLICT"}
 */
public record DemoReport(
        int sent,
        Map<String, Integer> executionsByStatus,
        Map<String, Integer> parkedByReason,
        int deadLettered,
        Workload.Expected expected) {
    public DemoReport {
        executionsByStatus = new TreeMap<>(executionsByStatus);
        parkedByReason = new TreeMap<>(parkedByReason);
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

    /** Messages that found their execution already there: every one that neither started, parked nor died. */
    public int duplicatesCollapsed() {
        return sent
                - executions()
                - parkedByReason.values().stream().mapToInt(Integer::intValue).sum()
                - deadLettered;
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
        return problems;
    }

    private static void check(List<String> problems, String what, int expected, int actual) {
        if (expected != actual) problems.add(what + ": expected " + expected + ", got " + actual);
    }
}

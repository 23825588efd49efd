package io.durabledispatch.local.demo;

import io.durabledispatch.local.workload.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What became of a workload: counted from the engines and the queues, compared with what it should be.
 *
 * @param executionsByStatus executions per status, as the engines report them
 * @param parkedByOutcome parked messages per outcome (CONFLICT, INVALID)
 */
public record DemoReport(
        int sent,
        Map<String, Integer> executionsByStatus,
        Map<String, Integer> parkedByOutcome,
        int deadLettered,
        Workload.Expected expected) {
    public DemoReport {
        executionsByStatus = new TreeMap<>(executionsByStatus);
        parkedByOutcome = new TreeMap<>(parkedByOutcome);
    }

    public int executions() {
        return executionsByStatus.values().stream().mapToInt(Integer::intValue).sum();
    }

    public int parked(String outcome) {
        return parkedByOutcome.getOrDefault(outcome, 0);
    }

    /** Messages that found their execution already there: every one that neither started, parked nor died. */
    public int duplicatesCollapsed() {
        return sent
                - executions()
                - parkedByOutcome.values().stream().mapToInt(Integer::intValue).sum()
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

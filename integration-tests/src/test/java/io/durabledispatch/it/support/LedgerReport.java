package io.durabledispatch.it.support;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.ops.inspect.ExecutionRecord;
import io.durabledispatch.routes.RouteTable;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Where each sent message ended. The execution a message belongs to is found by its name, computed with the
 * dispatcher's planner, which is what the CLI's {@code name} command and the console show operators.
 */
public record LedgerReport(
        String scenario,
        Map<String, String> sent,
        List<ExecutionRecord> executions,
        Map<String, Parked> parked,
        Map<String, String> deadLettered,
        int doubleParked,
        RouteTable routes) {

    /** Every message is exactly one of execution / parked / DLQ; no execution twice, none without a message. */
    public LedgerReport assertBalanced() {
        Planner planner = new Planner(routes);
        Set<String> names = executions.stream().map(ExecutionRecord::name).collect(Collectors.toSet());
        Set<String> claimed = new HashSet<>();
        sent.forEach((id, body) -> {
            boolean isParked = parked.containsKey(id);
            boolean isDead = deadLettered.containsKey(id);
            assertThat(isParked && isDead)
                    .as("message %s both parked and dead-lettered", id)
                    .isFalse();
            if (isParked || isDead) return;
            Optional<String> name = nameOf(planner, body);
            assertThat(name)
                    .as("message %s was neither started, parked nor dead-lettered", id)
                    .isPresent();
            assertThat(names).as("execution of message %s (lost)", id).contains(name.get());
            claimed.add(name.get());
        });
        assertThat(executions).as("executions (no name twice)").hasSize(names.size());
        Set<String> unclaimed = new TreeSet<>(names);
        unclaimed.removeAll(claimed);
        assertThat(unclaimed).as("executions no started message accounts for").isEmpty();
        assertThat(doubleParked).as("messages parked twice").isZero();
        return this;
    }

    /** The execution a body was started under (by its planned name), if any. */
    public Optional<ExecutionRecord> executionOf(String body) {
        Optional<String> name = nameOf(new Planner(routes), body);
        return executions.stream()
                .filter(e -> name.equals(Optional.of(e.name())))
                .findFirst();
    }

    /** Sent messages that collapsed into an execution another message already started. */
    public int collapsed() {
        return sent.size() - parked.size() - deadLettered.size() - executions.size();
    }

    public Map<String, Long> parkedByReason() {
        return parked.values().stream()
                .collect(Collectors.groupingBy(
                        p -> p.outcome() + " " + p.reason(), TreeMap::new, Collectors.counting()));
    }

    public Map<String, Long> executionsByStatus() {
        return executions.stream()
                .collect(Collectors.groupingBy(ExecutionRecord::status, TreeMap::new, Collectors.counting()));
    }

    /** One line per scenario in the build log. */
    public LedgerReport print(String extra) {
        System.out.printf(
                "LEDGER %-10s sent=%d executions=%d %s collapsed=%d parked=%d %s dlq=%d%s%n",
                scenario,
                sent.size(),
                executions.size(),
                executionsByStatus(),
                collapsed(),
                parked.size(),
                parkedByReason(),
                deadLettered.size(),
                extra.isEmpty() ? "" : " " + extra);
        return this;
    }

    private static Optional<String> nameOf(Planner planner, String body) {
        return planner.plan(body).fold(plan -> Optional.of(plan.executionName()), rejection -> Optional.empty());
    }
}

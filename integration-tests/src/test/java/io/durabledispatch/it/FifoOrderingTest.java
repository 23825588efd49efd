package io.durabledispatch.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.durabledispatch.emulators.http.FaultKind;
import io.durabledispatch.emulators.http.FaultRates;
import io.durabledispatch.it.backend.EmbeddedControls;
import io.durabledispatch.it.backend.Tuning;
import io.durabledispatch.it.support.EventFactory;
import io.durabledispatch.ops.inspect.ExecutionRecord;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Scenario 6: on the FIFO queue each group starts in send order despite failures; groups run side by side. */
class FifoOrderingTest extends BackendTest {
    private static final int GROUPS = 4;
    private static final int PER_GROUP = 12;

    @Test
    void perGroupStartOrder_isKeptUnderInjectedFailures_andGroupsProgressTogether() {
        open(Tuning.fast().withPollers(4, 10).withFifoQueue());
        assumeTrue(stack().queues().fifo().isPresent(), "the deployment has no FIFO source queue");
        EmbeddedControls controls = controls("injects throttling into Invoke");
        controls.lambdaFaults().configure("Invoke", new FaultRates(0.3, 0.05, Duration.ZERO));
        var factory = new EventFactory(61L);
        Map<String, List<String>> groups = new LinkedHashMap<>();
        for (int g = 0; g < GROUPS; g++) {
            List<String> bodies = new ArrayList<>();
            for (int i = 0; i < PER_GROUP; i++)
                bodies.add(factory.points("acme", "G" + g, "step-" + i, i).body());
            groups.put("group-" + g, bodies);
        }
        var ledger = ledger("fifo");

        // Interleaved, one message per group at a time: every group is in the queue from the start, so the
        // groups can only progress together if the dispatcher lets them (not because one was sent first).
        String fifo = stack().queues().fifo().orElseThrow();
        for (int i = 0; i < PER_GROUP; i++) {
            for (var group : groups.entrySet()) {
                producer(ledger).send(fifo, List.of(group.getValue().get(i)), Optional.of(group.getKey()));
            }
        }
        var report = ledger.settle(Duration.ofMinutes(2));
        report.print("throttled=" + controls.lambdaFaults().injected("Invoke", FaultKind.THROTTLE))
                .assertBalanced();

        assertThat(report.executions()).hasSize(GROUPS * PER_GROUP);
        assertThat(controls.lambdaFaults().injected("Invoke", FaultKind.THROTTLE))
                .isPositive();
        List<List<Instant>> starts = new ArrayList<>();
        for (List<String> bodies : groups.values()) {
            List<Instant> groupStarts = bodies.stream()
                    .map(body -> report.executionOf(body)
                            .map(ExecutionRecord::started)
                            .orElseThrow())
                    .toList();
            assertThat(groupStarts).as("start order of one group").isSorted();
            starts.add(groupStarts);
        }
        // Not one group after another: each group's starts overlap another group's. (A group whose first record
        // was throttled on every SDK attempt waits out its backoff while the others go on, so "every group started
        // before any finished" would hold only by chance; groups served one at a time would overlap none.)
        for (int g = 0; g < starts.size(); g++) {
            List<Instant> group = starts.get(g);
            List<List<Instant>> others = new ArrayList<>(starts);
            others.remove(g);
            assertThat(others)
                    .as("another group starting while group-" + g + " did")
                    .anySatisfy(other -> {
                        assertThat(other.get(0)).isBefore(group.get(group.size() - 1));
                        assertThat(group.get(0)).isBefore(other.get(other.size() - 1));
                    });
        }
    }
}

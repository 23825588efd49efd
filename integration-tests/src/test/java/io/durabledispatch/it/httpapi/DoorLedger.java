package io.durabledispatch.it.httpapi;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.it.httpapi.DoorClient.Answer;
import io.durabledispatch.it.support.Await;
import io.durabledispatch.ops.inspect.ExecutionRecord;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * The HTTP door's ledger, as the SQS scenarios keep theirs: every request a scenario sent with the door's answer,
 * and the executions the engines list since the scenario began. A request ends accepted (200 or 202, naming its
 * execution), a conflict (422) or invalid (400); {@link Report#assertBalanced} checks that no execution is missing
 * or doubled and that none started without an accepted request.
 */
final class DoorLedger {
    private final String scenario;
    private final DoorStack stack;
    private final Instant since = Instant.now();
    private final Queue<Answer> answers = new ConcurrentLinkedQueue<>();

    DoorLedger(String scenario, DoorStack stack) {
        this.scenario = scenario;
        this.stack = stack;
    }

    Answer record(Answer answer) {
        answers.add(answer);
        return answer;
    }

    CompletableFuture<Answer> record(CompletableFuture<Answer> answer) {
        return answer.thenApply(this::record);
    }

    /** Waits until every execution this scenario started has ended, then reads them through the list APIs. */
    Report settle(Duration timeout) {
        List<ExecutionRecord> ended = Await.until(
                scenario + ": every execution ended",
                timeout,
                () -> stack.executionsSince(since),
                executions -> executions.stream().noneMatch(ExecutionRecord::running));
        return new Report(scenario, List.copyOf(answers), ended);
    }

    record Report(String scenario, List<Answer> answers, List<ExecutionRecord> executions) {
        long accepted() {
            return count(a -> a.status() == 200 || a.status() == 202);
        }

        long conflicts() {
            return count(a -> a.status() == 422);
        }

        long invalid() {
            return count(a -> a.status() == 400);
        }

        /** Accepted requests that another request's execution answered: the duplicates the door collapsed. */
        long collapsed() {
            return accepted() - executions.size();
        }

        Map<Integer, Long> byStatus() {
            return answers.stream().collect(Collectors.groupingBy(Answer::status, TreeMap::new, Collectors.counting()));
        }

        /** Each request accepted, a conflict or invalid; one execution per accepted name, none unaccounted for. */
        Report assertBalanced() {
            assertThat(accepted() + conflicts() + invalid())
                    .as("%s: requests neither accepted, a conflict nor invalid: %s", scenario, byStatus())
                    .isEqualTo(answers.size());
            Set<String> acceptedNames = answers.stream()
                    .filter(a -> a.status() == 200 || a.status() == 202)
                    .map(a -> a.text("executionName"))
                    .collect(Collectors.toSet());
            Set<String> started = executions.stream().map(ExecutionRecord::name).collect(Collectors.toSet());
            assertThat(executions)
                    .as("%s: executions (no name twice)", scenario)
                    .hasSize(started.size());
            assertThat(started)
                    .as("%s: the executions are exactly the accepted requests' names", scenario)
                    .isEqualTo(acceptedNames);
            return this;
        }

        /** One line per scenario in the build log, next to the SQS scenarios' lines. */
        Report print() {
            System.out.printf(
                    "LEDGER %-10s sent=%d executions=%d %s accepted=%d collapsed=%d conflicts=%d invalid=%d"
                            + " answers=%s%n",
                    scenario,
                    answers.size(),
                    executions.size(),
                    executions.stream()
                            .collect(Collectors.groupingBy(
                                    ExecutionRecord::status, TreeMap::new, Collectors.counting())),
                    accepted(),
                    collapsed(),
                    conflicts(),
                    invalid(),
                    byStatus());
            return this;
        }

        private long count(Predicate<Answer> which) {
            return answers.stream().filter(which).count();
        }
    }
}

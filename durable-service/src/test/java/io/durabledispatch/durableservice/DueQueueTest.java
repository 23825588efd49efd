package io.durabledispatch.durableservice;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class DueQueueTest {
    private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

    private final DueQueue queue = new DueQueue();

    private List<String> pollAll(Instant now) {
        List<String> due = new ArrayList<>();
        Optional<String> next;
        while ((next = queue.pollDue(now)).isPresent()) {
            due.add(next.get());
        }
        return due;
    }

    @Test
    void pollDue_returnsOnlyWhatIsDue_earliestFirst() {
        queue.schedule("c", T0.plusSeconds(3));
        queue.schedule("a", T0.plusSeconds(1));
        queue.schedule("b", T0.plusSeconds(2));

        assertThat(pollAll(T0.plusSeconds(2))).containsExactly("a", "b");
        assertThat(queue.next()).contains(T0.plusSeconds(3));
        assertThat(queue.size()).isEqualTo(1);
    }

    @Test
    void ties_arePolledInTheOrderTheyWereScheduled() {
        queue.schedule("second", T0);
        queue.schedule("first-by-name-but-later", T0);
        queue.schedule("third", T0);

        assertThat(pollAll(T0)).containsExactly("second", "first-by-name-but-later", "third");
    }

    @Test
    void scheduleAgain_movesTheWakeUp_andTheSameTimeKeepsItsPlaceAmongTies() {
        queue.schedule("a", T0.plusSeconds(5));
        queue.schedule("b", T0.plusSeconds(1));
        queue.schedule("c", T0.plusSeconds(1));
        queue.schedule("a", T0.plusSeconds(1));
        queue.schedule("b", T0.plusSeconds(1));

        assertThat(queue.size()).isEqualTo(3);
        assertThat(queue.scheduledAt("a")).contains(T0.plusSeconds(1));
        assertThat(pollAll(T0.plusSeconds(1))).containsExactly("b", "c", "a");
    }

    @Test
    void cancel_andRescheduleToNothing_removeTheWakeUp() {
        queue.schedule("a", T0);
        queue.schedule("b", T0.plusSeconds(1));
        queue.cancel("a");
        queue.reschedule("b", Optional.empty());
        queue.cancel("never-scheduled");

        assertThat(queue.next()).isEmpty();
        assertThat(queue.pollDue(T0.plusSeconds(10))).isEmpty();
        assertThat(queue.size()).isZero();
    }

    @Test
    void nothingIsDue_beforeItsTime() {
        queue.schedule("a", T0.plusMillis(1));

        assertThat(queue.pollDue(T0)).isEmpty();
        assertThat(queue.pollDue(T0.plusMillis(1))).contains("a");
    }
}

package io.durabledispatch.core.start;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class DuplicateMemoryTest {
    private final MovableClock clock = new MovableClock();
    private final DuplicateMemory memory = new DuplicateMemory(Duration.ofSeconds(60), 3, clock);

    @Test
    void remembers_aNameWithItsFingerprint_forTheWindowOnly() {
        memory.accepted("n", "f1");
        clock.advance(Duration.ofSeconds(59));

        assertThat(memory.acceptedAgo("n", "f1")).contains(Duration.ofSeconds(59));

        clock.advance(Duration.ofSeconds(1));
        assertThat(memory.acceptedAgo("n", "f1")).isEmpty();
        assertThat(memory.size()).isZero();
    }

    @Test
    void neverAnswers_forAnotherFingerprint() {
        memory.accepted("n", "f1");

        assertThat(memory.acceptedAgo("n", "f2")).isEmpty();
        assertThat(memory.acceptedAgo("other", "f1")).isEmpty();
    }

    @Test
    void keepsAtMostItsBound_forgettingTheLeastRecentlyUsed() {
        memory.accepted("a", "f");
        memory.accepted("b", "f");
        memory.accepted("c", "f");
        memory.acceptedAgo("a", "f"); // a is now the most recently used
        memory.accepted("d", "f");

        assertThat(memory.size()).isEqualTo(3);
        assertThat(memory.acceptedAgo("b", "f")).isEmpty();
        assertThat(memory.acceptedAgo("a", "f")).isPresent();
        assertThat(memory.acceptedAgo("c", "f")).isPresent();
        assertThat(memory.acceptedAgo("d", "f")).isPresent();
    }

    @Test
    void keepsItsBound_underManyNames() {
        for (int i = 0; i < 10_000; i++) memory.accepted("n-" + i, "f");

        assertThat(memory.size()).isEqualTo(3);
    }

    /** A clock the test moves; never the wall clock. */
    static final class MovableClock extends Clock {
        private Instant now = Instant.parse("2026-12-01T10:00:00Z");

        void advance(Duration by) {
            now = now.plus(by);
        }

        @Override
        public ZoneOffset getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }
}

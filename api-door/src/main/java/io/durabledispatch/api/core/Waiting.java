package io.durabledispatch.api.core;

import io.durabledispatch.core.status.Phase;
import io.durabledispatch.core.status.StatusAnswer;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code Prefer: wait=N} (RFC 7240) on the status resource: reads again until the execution ends or the wait is
 * over. The wait is capped at {@code max} (HTTP_MAX_WAIT_SECONDS), below API Gateway's 30-second integration
 * timeout, so the client always gets an answer rather than a gateway timeout.
 */
public final class Waiting {
    /** One read a second: the engines' read quotas are low (tens per second per account for Lambda). */
    static final Duration POLL = Duration.ofSeconds(1);

    private static final Pattern WAIT = Pattern.compile("(?:^|[,;\\s])wait\\s*=\\s*\"?([0-9]{1,9})\"?");

    private final Duration max;
    private final Clock clock;
    private final Pause pause;

    public Waiting(Duration max, Clock clock, Pause pause) {
        this.max = max;
        this.clock = clock;
        this.pause = pause;
    }

    /** The wait a Prefer header asks for, capped at the maximum; empty when it asks none. */
    Optional<Duration> preferred(Optional<String> prefer) {
        return prefer.map(WAIT::matcher)
                .filter(Matcher::find)
                .map(m -> Duration.ofSeconds(Long.parseLong(m.group(1))))
                .map(wait -> wait.compareTo(max) > 0 ? max : wait);
    }

    StatusAnswer readUntilEnded(Supplier<StatusAnswer> read, Duration wait) {
        Instant deadline = clock.instant().plus(wait);
        StatusAnswer answer = read.get();
        while (running(answer) && clock.instant().isBefore(deadline)) {
            Duration left = Duration.between(clock.instant(), deadline);
            try {
                pause.pause(left.compareTo(POLL) < 0 ? left : POLL);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return answer; // the runtime is shutting down: answer with what is known
            }
            answer = read.get();
        }
        return answer;
    }

    private static boolean running(StatusAnswer answer) {
        return answer.fold(found -> found.execution().phase() == Phase.RUNNING, () -> false, unreadable -> false);
    }
}

package io.durabledispatch.dispatcher.core;

import io.durabledispatch.core.start.RetryCause;
import io.durabledispatch.routes.retry.RetrySchedule;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.DoubleSupplier;

/**
 * The retry policy: load (throttling, transient errors, records not started) waits on the {@link RetrySchedule},
 * computed from each message's receive count; deployment faults keep the queue's own visibility timeout, so they
 * use up their receives at a steady pace and reach the DLQ well inside the retention (docs/adr/002).
 */
public final class Retries {
    private final Redelivery redelivery;
    private final RetrySchedule schedule;
    private final DoubleSupplier jitter;

    /** @param jitter uniform in [0, 1); one container's retries must not move in lock-step with another's */
    public Retries(Redelivery redelivery, RetrySchedule schedule, DoubleSupplier jitter) {
        this.redelivery = redelivery;
        this.schedule = schedule;
        this.jitter = jitter;
    }

    public RetrySchedule schedule() {
        return schedule;
    }

    RetrySummary postpone(List<Attempt> attempts) {
        Map<RetryCause, Integer> causes = new EnumMap<>(RetryCause.class);
        for (RetryCause cause : RetryCause.values()) causes.put(cause, 0);
        List<Postponement> postponements = new ArrayList<>();
        int highestReceiveCount = 0;
        for (Attempt attempt : attempts) {
            if (attempt.retryCause().isEmpty()) continue;
            RetryCause cause = attempt.retryCause().get();
            Delivery delivery = attempt.record().delivery();
            causes.merge(cause, 1, Integer::sum);
            highestReceiveCount = Math.max(highestReceiveCount, delivery.receiveCount());
            delay(cause, delivery.receiveCount())
                    .filter(delay -> delivery.postponable())
                    .ifPresent(delay ->
                            postponements.add(new Postponement(attempt.record().messageId(), delivery, delay)));
        }
        int failures = postponements.isEmpty() ? 0 : redelivery.postpone(postponements);
        List<Duration> delays = postponements.stream().map(Postponement::delay).toList();
        return new RetrySummary(causes, delays, highestReceiveCount, failures);
    }

    /** Empty: leave the queue's visibility timeout as it is. */
    Optional<Duration> delay(RetryCause cause, int receiveCount) {
        return switch (cause) {
            case THROTTLED, TRANSIENT, NOT_STARTED -> Optional.of(schedule.delay(receiveCount, jitter.getAsDouble()));
            case DEPLOYMENT_FAULT -> Optional.empty();
        };
    }
}

package io.durabledispatch.dispatcher.core;

import io.durabledispatch.core.plan.Plan;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.core.plan.Rejection;
import io.durabledispatch.core.start.Outcome;
import io.durabledispatch.core.start.RetryCause;
import io.durabledispatch.core.start.StartResult;
import io.durabledispatch.core.start.TargetStarters;
import io.durabledispatch.routes.ConflictPolicy;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/** One record, start to end: plan, start, park if it can never start. Never throws. */
final class RecordProcessor {
    private final Planner planner;
    private final TargetStarters starters;
    private final ParkingQueue parking;

    RecordProcessor(Planner planner, TargetStarters starters, ParkingQueue parking) {
        this.planner = planner;
        this.starters = starters;
        this.parking = parking;
    }

    Attempt process(InboundRecord record) {
        return planner.plan(record.body(), record.generation())
                .fold(plan -> start(record, plan), rejection -> reject(record, rejection));
    }

    private Attempt reject(InboundRecord record, Rejection rejection) {
        RecordOutcome invalid = Outcomes.rejected(record, rejection);
        return park(record, invalid, Parking.forRejection(record, rejection));
    }

    private Attempt start(InboundRecord record, Plan plan) {
        long started = System.nanoTime();
        StartResult start = startSafely(plan);
        long latency = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
        RecordOutcome outcome = Outcomes.started(record, plan, start, latency);
        if (mustPark(plan, start)) return park(record, outcome, Parking.forStart(record, plan, start));
        return new Attempt(record, outcome, start.retryCause());
    }

    private StartResult startSafely(Plan plan) {
        try {
            return starters.start(plan.route().target(), plan.executionName(), plan.canonicalInput());
        } catch (RuntimeException e) {
            // An adapter bug must cost one retry of one record, not the whole batch.
            return StartResult.retryable(
                    RetryCause.DEPLOYMENT_FAULT, "unexpected " + e.getClass().getSimpleName());
        }
    }

    private static boolean mustPark(Plan plan, StartResult start) {
        return switch (start.outcome()) {
            case INVALID -> true;
            case CONFLICT -> plan.route().onConflict() == ConflictPolicy.PARK;
            default -> false;
        };
    }

    private Attempt park(InboundRecord record, RecordOutcome outcome, ParkedMessage message) {
        try {
            parking.park(message);
            return Attempt.done(record, outcome);
        } catch (RuntimeException e) {
            String reason = "parking failed (" + e.getMessage() + "), was " + outcome.outcome();
            RecordOutcome retry = Outcomes.withOutcome(outcome, Outcome.RETRYABLE, Optional.of(reason));
            return Attempt.retry(record, retry, RetryCause.TRANSIENT);
        }
    }
}

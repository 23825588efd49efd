package io.durabledispatch.api.core;

import io.durabledispatch.core.admission.RetryHints;
import io.durabledispatch.core.plan.Generations;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.core.plan.Reason;
import io.durabledispatch.core.status.StatusAnswer;
import io.durabledispatch.core.status.TargetStatuses;
import java.time.Duration;
import java.util.Optional;

/** {@code GET} on a status resource: the execution's status, its result once done, waiting if asked to. */
final class StatusRequests {
    private final Planner planner;
    private final TargetStatuses statuses;
    private final Waiting waiting;
    private final RetryHints hints;

    StatusRequests(Planner planner, TargetStatuses statuses, Waiting waiting, RetryHints hints) {
        this.planner = planner;
        this.statuses = statuses;
        this.waiting = waiting;
        this.hints = hints;
    }

    HttpAnswer answer(HttpCall call) {
        Optional<Integer> generation = generation(call);
        if (generation.isEmpty()) {
            return Problems.invalid(
                    Reason.BAD_GENERATION, "generation must be an integer from 1 to " + Generations.MAX);
        }
        return StatusResource.subject(call.path(), generation.get(), planner)
                .map(subject -> read(subject, call))
                .orElseGet(() -> Problems.noRoute(call.method(), call.path()));
    }

    private HttpAnswer read(Subject subject, HttpCall call) {
        Optional<Duration> wait = waiting.preferred(call.header(Headers.PREFER));
        StatusAnswer answer = waiting.readUntilEnded(
                () -> statuses.read(subject.route().target(), subject.executionName(), Optional.empty()),
                wait.orElse(Duration.ZERO));
        HttpAnswer answered = answer.fold(
                found -> ExecutionAnswers.read(subject, found.execution()),
                () -> notFound(subject),
                unreadable -> Problems.unreadable(unreadable.cause(), unreadable.detail(), hints));
        HttpAnswer varied = answered.with(Headers.VARY, Headers.PREFER);
        return wait.map(applied -> varied.with(Headers.PREFERENCE_APPLIED, "wait=" + applied.toSeconds()))
                .orElse(varied);
    }

    private static HttpAnswer notFound(Subject subject) {
        var problem = Problems.document(
                "execution-not-found",
                "No execution",
                404,
                "no execution holds this request's name (never started, or past the engine's retention)");
        problem.put("executionName", subject.executionName());
        return Problems.answer(problem);
    }

    /** Empty for a value that is no generation; absent means the first. */
    private static Optional<Integer> generation(HttpCall call) {
        String text = call.query().get("generation");
        if (text == null) return Optional.of(Generations.FIRST);
        try {
            int generation = Integer.parseInt(text.strip());
            return generation >= Generations.FIRST && generation <= Generations.MAX
                    ? Optional.of(generation)
                    : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}

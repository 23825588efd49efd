package io.durabledispatch.api.core;

import io.durabledispatch.core.admission.Admission;
import io.durabledispatch.core.admission.AdmissionOutcome;
import io.durabledispatch.core.status.TargetStatuses;
import io.durabledispatch.core.telemetry.Dispatched;
import io.durabledispatch.routes.HttpRoute;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/** A request to a route: admitted through the core, answered per outcome. */
final class StartRequests {
    private final Admission admission;
    private final TargetStatuses statuses;

    StartRequests(Admission admission, TargetStatuses statuses) {
        this.admission = admission;
        this.statuses = statuses;
    }

    /** The answer, and what became of the request in the words every door's log line uses. */
    record Admitted(HttpAnswer answer, Dispatched dispatched) {}

    Admitted answer(HttpRoute found, HttpCall call) {
        long begun = System.nanoTime();
        AdmissionOutcome outcome = admission.admit(found.route(), HttpAdmissionRequests.of(found, call));
        long latencyMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - begun);
        HttpAnswer answer = outcome.fold(
                this::started, this::sameExecution, Problems::conflict, Problems::invalid, Problems::retryable);
        return new Admitted(answer, Dispatched.of(outcome, latencyMillis));
    }

    /** Step Functions says when a start is new; Lambda answers a repeat like a new start (ADR 001), so look. */
    private HttpAnswer started(AdmissionOutcome.Started started) {
        Subject subject = Subject.of(started.planned());
        if (started.confirmedNew()) return ExecutionAnswers.accepted(subject, started.executionId(), "RUNNING");
        return settled(subject, started.executionId(), Optional.empty());
    }

    private HttpAnswer sameExecution(AdmissionOutcome.SameExecution same) {
        return settled(Subject.of(same.planned()), same.executionId(), same.status());
    }

    /**
     * An execution already held the name: its phase decides the answer. If it cannot be read now, the start was
     * still accepted, and 202 with its status URL is true.
     */
    private HttpAnswer settled(Subject subject, Optional<String> executionId, Optional<String> status) {
        HttpAnswer accepted = ExecutionAnswers.accepted(subject, executionId, status.orElse("ACCEPTED"));
        return statuses.read(subject.route().target(), subject.executionName(), executionId)
                .fold(
                        found -> ExecutionAnswers.replayed(subject, found.execution()),
                        () -> accepted,
                        unreadable -> accepted);
    }
}

package io.durabledispatch.api.core;

import io.durabledispatch.core.admission.Admission;
import io.durabledispatch.core.admission.AdmissionOutcome;
import io.durabledispatch.core.admission.AdmissionRequest;
import io.durabledispatch.core.status.TargetStatuses;
import io.durabledispatch.core.telemetry.Dispatched;
import io.durabledispatch.routes.HttpRoute;
import io.durabledispatch.routes.KeyField;
import io.durabledispatch.routes.KeySource;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
        AdmissionRequest request =
                new AdmissionRequest(call.body(), outside(found, call), call.header(Headers.GENERATION));
        long begun = System.nanoTime();
        AdmissionOutcome outcome = admission.admit(found.route(), request);
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

    /** Only the values the route names: an unrelated header never reaches the core (nor its name checks). */
    private static Map<String, String> outside(HttpRoute found, HttpCall call) {
        List<KeyField> fields = new ArrayList<>(found.route().key());
        fields.add(found.route().tenant());
        Map<String, String> values = new HashMap<>();
        for (KeyField field : fields) {
            value(field.source(), found, call)
                    .ifPresent(value -> values.put(field.source().spelling(), value));
        }
        return values;
    }

    private static Optional<String> value(KeySource source, HttpRoute found, HttpCall call) {
        return switch (source.origin()) {
            case BODY -> Optional.empty();
            case HEADER -> call.header(source.name());
            case PATH ->
                Optional.ofNullable(call.pathParameters().get(source.name()))
                        .or(() -> Optional.ofNullable(found.pathParameters().get(source.name())));
        };
    }
}

package io.durabledispatch.construct;

import io.durabledispatch.construct.guards.DedupeWindow;
import io.durabledispatch.construct.guards.Finding;
import io.durabledispatch.construct.guards.RetentionGuard;
import io.durabledispatch.construct.guards.StandardOnlyGuard;
import io.durabledispatch.construct.guards.StartCapacity;
import io.durabledispatch.construct.guards.StartRateGuard;
import io.durabledispatch.construct.guards.VisibilityGuard;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import software.amazon.awscdk.Annotations;
import software.amazon.awscdk.services.sqs.IQueue;
import software.constructs.Construct;

/** Runs every guard: errors fail the synth together, warnings become annotations on the construct. */
final class Guards {
    static final String START_RATE_WARNING = "@durable-dispatch/construct:startRate";

    private Guards() {}

    static void apply(
            Construct construct, DispatchSettings settings, List<DispatchRoute> routes, Optional<IQueue> queue) {
        List<Finding> findings = new ArrayList<>();
        findings.addAll(StandardOnlyGuard.check(routes));
        findings.addAll(RetentionGuard.check(
                new DedupeWindow(settings.queueRetention(), settings.deadLetterRetention(), settings.lateResend()),
                routes));
        findings.addAll(StartRateGuard.check(
                new StartCapacity(
                        settings.maxConcurrency(), settings.startConcurrency(), settings.nominalStartLatency()),
                settings.startQuotaErrorFactor(),
                routes));
        queue.ifPresent(existing -> findings.addAll(VisibilityGuard.check(existing, settings.visibilityTimeout())));
        List<String> errors = findings.stream()
                .filter(finding -> finding.level() == Finding.Level.ERROR)
                .map(Finding::message)
                .toList();
        if (!errors.isEmpty()) {
            throw new IllegalStateException(construct.getNode().getPath() + ": " + String.join("\n", errors));
        }
        findings.forEach(finding -> Annotations.of(construct).addWarningV2(START_RATE_WARNING, finding.message()));
    }
}

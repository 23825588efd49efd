package io.durabledispatch.construct.guards;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import software.amazon.awscdk.Token;
import software.amazon.awscdk.services.sqs.CfnQueue;
import software.amazon.awscdk.services.sqs.IQueue;

/**
 * A queue passed in keeps its own visibility timeout. AWS refuses a mapping whose function timeout exceeds
 * it, and a shorter one than six timeouts plus the window redelivers records still in flight. Checked when
 * the queue is defined in this app (an imported queue's settings are not known at synth).
 */
public final class VisibilityGuard {
    /** SQS's default visibility timeout. */
    private static final Duration SQS_DEFAULT = Duration.ofSeconds(30);

    private VisibilityGuard() {}

    public static List<Finding> check(IQueue queue, Duration required) {
        Optional<Duration> visibility = Optional.ofNullable(queue.getNode().getDefaultChild())
                .filter(CfnQueue.class::isInstance)
                .map(CfnQueue.class::cast)
                .flatMap(VisibilityGuard::visibilityOf);
        if (visibility.isEmpty() || visibility.get().compareTo(required) >= 0) return List.of();
        return List.of(Finding.error("queue " + queue.getNode().getPath() + ": visibility timeout "
                + visibility.get().toSeconds() + " s is shorter than 6 × dispatcherFunctionProps.timeout + "
                + "eventSourceProps.maxBatchingWindow = " + required.toSeconds() + " s: records still being "
                + "dispatched would be delivered again. Set the queue's visibilityTimeout to at least that."));
    }

    private static Optional<Duration> visibilityOf(CfnQueue queue) {
        Number seconds = queue.getVisibilityTimeout();
        if (seconds == null) return Optional.of(SQS_DEFAULT);
        return Token.isUnresolved(seconds) ? Optional.empty() : Optional.of(Duration.ofSeconds(seconds.longValue()));
    }
}

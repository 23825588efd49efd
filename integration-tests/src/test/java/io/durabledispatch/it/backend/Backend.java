package io.durabledispatch.it.backend;

import java.util.Optional;

/**
 * A running durable-dispatch the suites drive through its external interfaces only: the embedded local stack,
 * LocalStack, or a deployed CDK stack. Chosen by the system property {@code it.backend} (see {@link Backends}).
 */
public interface Backend extends AutoCloseable {
    String name();

    /** SDK clients and queue URLs of the running system. */
    Stack stack();

    /** Knobs only the embedded stack has (fault injection, restart, playing the carrier); empty elsewhere. */
    Optional<EmbeddedControls> controls();

    @Override
    void close();
}

package io.durabledispatch.localstack.builtin;

import java.net.URI;

/** The built-in stack's queues, taking messages while the rest of the stack still starts. */
public record QueuesReady(URI sqsEndpoint, String region, BuiltInQueues queues) {}

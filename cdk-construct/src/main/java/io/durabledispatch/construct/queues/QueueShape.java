package io.durabledispatch.construct.queues;

import java.time.Duration;

/** How the construct's own queues are made. */
public record QueueShape(
        boolean fifo, Duration retention, Duration deadLetterRetention, int maxReceiveCount, Duration visibility) {}

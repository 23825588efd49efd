package io.durabledispatch.it.backend;

import java.util.Optional;

/** The queue URLs of one deployment; the FIFO pair exists only where the deployment has a FIFO source. */
public record Queues(
        String main, String mainDeadLetter, Optional<String> fifo, Optional<String> fifoDeadLetter, String parking) {}

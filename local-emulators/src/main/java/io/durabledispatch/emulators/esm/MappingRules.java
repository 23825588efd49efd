package io.durabledispatch.emulators.esm;

import java.time.Duration;

/**
 * What Lambda checks when an SQS event source mapping is created, against the queue it reads (Lambda Developer
 * Guide, "Lambda parameters for Amazon SQS event source mappings" and "Creating and configuring an Amazon SQS
 * event source mapping"): a FIFO queue takes at most 10 records per batch and no batching window, and the
 * function's timeout must not exceed the queue's visibility timeout. Lambda answers a violation with
 * InvalidParameterValueException; locally the mapping is refused with that name in the message.
 */
final class MappingRules {
    private MappingRules() {}

    static void check(MappingSettings settings, QueueFacts queue, Duration functionTimeout, String queueUrl) {
        if (queue.fifo() && settings.batchSize() > MappingSettings.FIFO_MAX_BATCH_SIZE) {
            throw refused("batch size for a FIFO queue must be at most " + MappingSettings.FIFO_MAX_BATCH_SIZE
                    + ", was " + settings.batchSize() + " (" + queueUrl + ")");
        }
        if (queue.fifo() && !settings.batchingWindow().isZero()) {
            throw refused("a batching window is not supported for FIFO queues (" + queueUrl + ")");
        }
        if (functionTimeout.compareTo(queue.visibilityTimeout()) > 0) {
            throw refused(
                    "Queue visibility timeout: " + queue.visibilityTimeout().toSeconds()
                            + " seconds is less than Function timeout: " + functionTimeout.toSeconds() + " seconds ("
                            + queueUrl + ")");
        }
    }

    private static IllegalArgumentException refused(String reason) {
        return new IllegalArgumentException("InvalidParameterValueException: " + reason);
    }
}

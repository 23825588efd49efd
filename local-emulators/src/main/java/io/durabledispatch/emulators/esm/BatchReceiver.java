package io.durabledispatch.emulators.esm;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import software.amazon.awssdk.services.sqs.SqsClient;
import software.amazon.awssdk.services.sqs.model.Message;
import software.amazon.awssdk.services.sqs.model.MessageSystemAttributeName;

/** Gathers one batch: up to the batch size, for at most the batching window after the first record. */
final class BatchReceiver {
    /** SQS's cap per ReceiveMessage call. */
    private static final int SQS_MAX_PER_RECEIVE = 10;
    /** Short long-polls, so that closing the mapping takes at most this long. */
    private static final int LONG_POLL_SECONDS = 1;
    /** Pause after an empty receive inside the window, so gathering does not hammer SQS with back-to-back calls. */
    private static final long EMPTY_RECEIVE_PAUSE_NANOS = TimeUnit.MILLISECONDS.toNanos(20);

    private final SqsClient sqs;
    private final String queueUrl;
    private final MappingSettings settings;

    BatchReceiver(SqsClient sqs, String queueUrl, MappingSettings settings) {
        this.sqs = sqs;
        this.queueUrl = queueUrl;
        this.settings = settings;
    }

    /** An empty list when the queue stayed empty for one long-poll. */
    List<Message> receive() {
        List<Message> batch = new ArrayList<>(receive(settings.batchSize(), LONG_POLL_SECONDS));
        if (batch.isEmpty()) return batch;
        long windowEnd = System.nanoTime() + settings.batchingWindow().toNanos();
        while (batch.size() < settings.batchSize() && System.nanoTime() < windowEnd) {
            List<Message> more = receive(settings.batchSize() - batch.size(), 0);
            if (more.isEmpty()) pauseUntilAtMost(windowEnd);
            batch.addAll(more);
        }
        return batch;
    }

    private static void pauseUntilAtMost(long windowEnd) {
        LockSupport.parkNanos(Math.min(EMPTY_RECEIVE_PAUSE_NANOS, windowEnd - System.nanoTime()));
    }

    private List<Message> receive(int wanted, int waitSeconds) {
        return sqs.receiveMessage(b -> b.queueUrl(queueUrl)
                        .maxNumberOfMessages(Math.min(wanted, SQS_MAX_PER_RECEIVE))
                        .waitTimeSeconds(waitSeconds)
                        .messageSystemAttributeNames(MessageSystemAttributeName.ALL)
                        .messageAttributeNames("All"))
                .messages();
    }
}

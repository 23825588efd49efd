package io.durabledispatch.emulators.sqs;

import java.net.URI;

/** Where each queue of {@link QueueSettings} lives on one SQS endpoint. */
public record QueueUrls(String main, String mainDeadLetter, String fifo, String fifoDeadLetter, String parking) {
    public static QueueUrls of(URI endpoint, String accountId, QueueSettings settings) {
        String base = endpoint.toString().replaceAll("/+$", "") + "/" + accountId + "/";
        return new QueueUrls(
                base + settings.mainQueue(),
                base + settings.mainDeadLetterQueue(),
                base + settings.fifoQueue(),
                base + settings.fifoDeadLetterQueue(),
                base + settings.parkingQueue());
    }

    /** The ARN SQS gives a queue URL, as the event source mapping reports it in each record. */
    public static String arnOf(String queueUrl, String region) {
        String[] parts = URI.create(queueUrl).getPath().split("/");
        return "arn:aws:sqs:" + region + ":" + parts[parts.length - 2] + ":" + parts[parts.length - 1];
    }
}

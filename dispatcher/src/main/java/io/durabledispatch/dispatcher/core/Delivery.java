package io.durabledispatch.dispatcher.core;

/**
 * How SQS delivered one record: what the retry policy needs to postpone it.
 *
 * @param receiveCount SQS's ApproximateReceiveCount, 1 on the first delivery
 * @param receiptHandle this delivery's handle; empty when the record did not come from SQS
 * @param sourceArn the queue's ARN (the event source); empty when the record did not come from SQS
 */
public record Delivery(int receiveCount, String receiptHandle, String sourceArn) {
    public Delivery {
        receiveCount = Math.max(1, receiveCount);
        receiptHandle = receiptHandle == null ? "" : receiptHandle;
        sourceArn = sourceArn == null ? "" : sourceArn;
    }

    /** A first delivery with no queue behind it (tests, in-process callers): it cannot be postponed. */
    public static Delivery first() {
        return new Delivery(1, "", "");
    }

    /** Whether the queue can be told to show this record again later. */
    public boolean postponable() {
        return !receiptHandle.isEmpty() && !sourceArn.isEmpty();
    }
}

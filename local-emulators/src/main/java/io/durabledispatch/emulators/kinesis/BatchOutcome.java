package io.durabledispatch.emulators.kinesis;

import com.amazonaws.services.lambda.runtime.events.StreamsEventResponse;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/** What one invocation did to its batch, read from the function's answer as Lambda reads it. */
sealed interface BatchOutcome {
    /** Applies the function for this outcome's kind (Java 17 has no type patterns in switch). */
    <R> R fold(
            Function<? super Success, ? extends R> success,
            Function<? super PartialFailure, ? extends R> partial,
            Function<? super Failed, ? extends R> failed);

    /** Every record is done: checkpoint after the last one. */
    record Success() implements BatchOutcome {
        @Override
        public <R> R fold(
                Function<? super Success, ? extends R> success,
                Function<? super PartialFailure, ? extends R> partial,
                Function<? super Failed, ? extends R> failed) {
            return success.apply(this);
        }
    }

    /** The records before {@code failedIndex} are done; the rest is retried from the reported one. */
    record PartialFailure(int failedIndex) implements BatchOutcome {
        @Override
        public <R> R fold(
                Function<? super Success, ? extends R> success,
                Function<? super PartialFailure, ? extends R> partial,
                Function<? super Failed, ? extends R> failed) {
            return partial.apply(this);
        }
    }

    /**
     * The whole batch failed.
     *
     * @param functionError the function threw (bisect applies), rather than answering a malformed response
     */
    record Failed(boolean functionError, String reason) implements BatchOutcome {
        @Override
        public <R> R fold(
                Function<? super Success, ? extends R> success,
                Function<? super PartialFailure, ? extends R> partial,
                Function<? super Failed, ? extends R> failed) {
            return failed.apply(this);
        }
    }

    /**
     * Without ReportBatchItemFailures any answer is a success. With it, an empty or missing list is a success,
     * the lowest reported sequence number is where the retry starts, and an identifier that is blank or not in
     * the batch fails the whole batch (Lambda Developer Guide, "Configuring partial batch response with Kinesis
     * Data Streams and Lambda").
     */
    static BatchOutcome of(StreamsEventResponse response, List<StreamRecord> batch, boolean reportBatchItemFailures) {
        if (!reportBatchItemFailures || response == null || response.getBatchItemFailures() == null) {
            return new Success();
        }
        int lowest = Integer.MAX_VALUE;
        for (StreamsEventResponse.BatchItemFailure failure : response.getBatchItemFailures()) {
            Optional<Integer> index = indexOf(batch, failure.getItemIdentifier());
            if (index.isEmpty()) {
                return new Failed(false, "itemIdentifier '" + failure.getItemIdentifier() + "' is not in the batch");
            }
            lowest = Math.min(lowest, index.get());
        }
        return lowest == Integer.MAX_VALUE ? new Success() : new PartialFailure(lowest);
    }

    private static Optional<Integer> indexOf(List<StreamRecord> batch, String sequenceNumber) {
        if (sequenceNumber == null || sequenceNumber.isBlank()) return Optional.empty();
        for (int i = 0; i < batch.size(); i++) {
            if (batch.get(i).sequenceNumber().equals(sequenceNumber)) return Optional.of(i);
        }
        return Optional.empty();
    }
}

package io.durabledispatch.dispatcher.core;

import java.util.List;

/** The outcomes of one batch, in the batch's order. */
public record BatchReport(List<RecordOutcome> outcomes) {
    public BatchReport {
        outcomes = List.copyOf(outcomes);
    }

    /** The records SQS must deliver again. */
    public List<String> failedMessageIds() {
        return outcomes.stream()
                .filter(outcome -> !outcome.outcome().acked())
                .map(RecordOutcome::messageId)
                .toList();
    }
}

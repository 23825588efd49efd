package io.durabledispatch.emulators.kinesis;

/** Why the mapping gave up on records, as the on-failure record's requestContext.condition names it. */
enum FailureCondition {
    /** The function failed them once more than MaximumRetryAttempts allows. */
    RETRY_ATTEMPTS_EXHAUSTED("RetryAttemptsExhausted"),
    /** They were older than MaximumRecordAgeInSeconds before they could be delivered successfully. */
    RECORD_AGE_EXCEEDED("RecordAgeExceeded");

    private final String wireName;

    FailureCondition(String wireName) {
        this.wireName = wireName;
    }

    String wireName() {
        return wireName;
    }
}

package io.durabledispatch.benchmarks.coldstart;

/**
 * One cold start, in milliseconds from the moment its JVM was spawned.
 *
 * @param mainEntered JVM boot until {@code main} runs
 * @param constructed until the handler exists (Lambda's init phase ends here)
 * @param handled until the first batch is answered
 * @param primed until the SnapStart priming hook returned; {@code constructed} when it did not run
 */
record ColdStart(long mainEntered, long constructed, long handled, int failedRecords, long primed) {
    static ColdStart parse(String markerLine, long spawnedAtEpochMillis) {
        String[] fields = markerLine.trim().split(" ");
        long constructed = Long.parseLong(fields[2]) - spawnedAtEpochMillis;
        return new ColdStart(
                Long.parseLong(fields[1]) - spawnedAtEpochMillis,
                constructed,
                Long.parseLong(fields[3]) - spawnedAtEpochMillis,
                Integer.parseInt(fields[4]),
                fields.length > 5 ? Long.parseLong(fields[5]) - spawnedAtEpochMillis : constructed);
    }

    /** The priming hook's own time: the work it moves before the snapshot. */
    long priming() {
        return primed - constructed;
    }

    /** The first batch after init (and priming, if it ran): what a restored snapshot still pays. */
    long firstBatch() {
        return handled - primed;
    }
}

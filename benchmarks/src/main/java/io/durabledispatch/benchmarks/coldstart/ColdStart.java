package io.durabledispatch.benchmarks.coldstart;

/**
 * One cold start, in milliseconds from the moment its JVM was spawned.
 *
 * @param mainEntered JVM boot until {@code main} runs
 * @param constructed until the handler exists (Lambda's init phase ends here)
 * @param handled until the first batch is answered
 */
record ColdStart(long mainEntered, long constructed, long handled, int failedRecords) {
    static ColdStart parse(String markerLine, long spawnedAtEpochMillis) {
        String[] fields = markerLine.trim().split(" ");
        return new ColdStart(
                Long.parseLong(fields[1]) - spawnedAtEpochMillis,
                Long.parseLong(fields[2]) - spawnedAtEpochMillis,
                Long.parseLong(fields[3]) - spawnedAtEpochMillis,
                Integer.parseInt(fields[4]));
    }
}

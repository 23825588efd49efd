package io.durabledispatch.routes;

/**
 * The route-level cap on each tenant and key value: its UTF-8 bytes after normalisation, the form the workflow
 * receives and writes to its store. Checked before anything starts, so a value no store can hold is parked as
 * bad data instead of failing inside a workflow.
 */
public final class KeyLimits {
    /**
     * DynamoDB's sort key limit, the smaller of its two (a partition key takes 2,048 bytes): the dispatcher does
     * not know which of the two a workflow writes a value to, and 1,024 bytes fits either.
     */
    public static final int DEFAULT_MAX_KEY_BYTES = 1024;

    public static final int MIN_MAX_KEY_BYTES = 1;

    /**
     * The canonical input's own limit: a value reaches a workflow (and its store) inside the input, so a higher
     * cap could never be the rule that stops it; a larger number is taken for a mistake.
     */
    public static final int MAX_MAX_KEY_BYTES = 256 * 1024;

    private KeyLimits() {}

    /** The rule a route's {@code maxKeyBytes} follows, as error messages state it. */
    public static final String RULE = "an integer from " + MIN_MAX_KEY_BYTES + " to " + MAX_MAX_KEY_BYTES
            + " (UTF-8 bytes of each normalised tenant and key value)";

    /** Whether {@code maxKeyBytes} is an allowed route setting. */
    public static boolean allowed(int maxKeyBytes) {
        return maxKeyBytes >= MIN_MAX_KEY_BYTES && maxKeyBytes <= MAX_MAX_KEY_BYTES;
    }
}

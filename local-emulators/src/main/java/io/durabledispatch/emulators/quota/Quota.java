package io.durabledispatch.emulators.quota;

/**
 * A token-bucket quota as AWS states its API rates: tokens refill at {@code ratePerSecond}, the bucket holds at
 * most {@code burst} (a full bucket lets that many calls through at once).
 */
public record Quota(double ratePerSecond, int burst) {
    public Quota {
        if (!(ratePerSecond > 0) || Double.isInfinite(ratePerSecond)) {
            throw new IllegalArgumentException("a quota's rate must be a positive number, was " + ratePerSecond);
        }
        if (burst < 1) throw new IllegalArgumentException("a quota's burst must be at least 1, was " + burst);
    }

    /** {@code RATE} or {@code RATE/BURST}, e.g. {@code 300/1300}; without a burst, one second's worth. */
    public static Quota parse(String text) {
        String[] parts = text.strip().split("/", -1);
        try {
            double rate = Double.parseDouble(parts[0]);
            if (parts.length == 1) return new Quota(rate, (int) Math.max(1, Math.ceil(rate)));
            if (parts.length == 2) return new Quota(rate, Integer.parseInt(parts[1].strip()));
        } catch (NumberFormatException e) {
            // falls through to the message below
        }
        throw new IllegalArgumentException("a quota is RATE or RATE/BURST (e.g. 300/1300), was '" + text + "'");
    }
}

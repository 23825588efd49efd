package io.durabledispatch.emulators.http;

import java.time.Duration;

/**
 * Fault knobs of one operation: the share of calls answered with a throttle or a server error (0..1, drawn
 * independently in that order), and latency added to every call.
 */
public record FaultRates(double throttleRate, double serverErrorRate, Duration addedLatency) {
    public static final FaultRates NONE = new FaultRates(0, 0, Duration.ZERO);

    public FaultRates {
        requireRate("throttleRate", throttleRate);
        requireRate("serverErrorRate", serverErrorRate);
        if (addedLatency == null || addedLatency.isNegative()) {
            throw new IllegalArgumentException("addedLatency must be zero or positive");
        }
    }

    public static FaultRates throttling(double rate) {
        return new FaultRates(rate, 0, Duration.ZERO);
    }

    public static FaultRates serverErrors(double rate) {
        return new FaultRates(0, rate, Duration.ZERO);
    }

    public static FaultRates latency(Duration latency) {
        return new FaultRates(0, 0, latency);
    }

    private static void requireRate(String name, double rate) {
        if (!(rate >= 0 && rate <= 1)) {
            throw new IllegalArgumentException(name + " must be within 0..1, was " + rate);
        }
    }
}

package io.durabledispatch.tables.samples;

import java.util.function.Function;

/**
 * A sample's part of a workload's distinct requests. The first sample with a {@link Percent} share also takes
 * what rounding and caps leave, so the parts always add up to the whole.
 */
public sealed interface Share permits Share.Percent, Share.Spends {
    <R> R fold(Function<? super Percent, ? extends R> percent, Function<? super Spends, ? extends R> spends);

    /** {@code percent} of the requests, rounded down, at least {@code minimum}. */
    record Percent(int percent, int minimum) implements Share {
        public Percent {
            if (percent < 0 || percent > 100 || minimum < 0) {
                throw new IllegalArgumentException("percent must be 0-100 and minimum >= 0");
            }
        }

        @Override
        public <R> R fold(
                Function<? super Percent, ? extends R> percent, Function<? super Spends, ? extends R> spends) {
            return percent.apply(this);
        }
    }

    /**
     * What the {@link Percent} shares leave, at most one per event of the sample named {@code earner}: each spends
     * what that event earned, so these events go in a later wave, once the earning ones have settled.
     */
    record Spends(String earner) implements Share {
        @Override
        public <R> R fold(
                Function<? super Percent, ? extends R> percent, Function<? super Spends, ? extends R> spends) {
            return spends.apply(this);
        }
    }
}

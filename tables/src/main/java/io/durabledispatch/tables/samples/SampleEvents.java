package io.durabledispatch.tables.samples;

import java.util.Map;
import java.util.Random;
import java.util.function.UnaryOperator;

/**
 * The events the demo sends a sample: how many of the workload's distinct requests are its, the fields of its
 * n-th event, and how a conflicting copy (same key, other content) differs.
 *
 * @param share the sample's part of the workload's distinct requests
 * @param body the event's fields after {@code type} and the tenant, in order
 * @param conflict the change that makes a copy conflict with its original
 */
public record SampleEvents(Share share, Body body, ContentChange conflict) {

    /** The fields of one event; nested objects are ordered maps, arrays are lists. */
    @FunctionalInterface
    public interface Body {
        Map<String, Object> fields(Seed seed);
    }

    /**
     * What an event's fields may depend on. The same {@code n} and {@code member} in an earning sample and a
     * spending one ({@link Share.Spends}) are one member's grant and redemption.
     *
     * @param random the workload's generator: a body draws from it in a fixed order, so a seed makes one workload
     */
    public record Seed(Random random, String tenant, int n, String member) {}

    /**
     * A conflicting copy's change: the value at {@code pointer} (a string or a number) becomes {@code change}'s
     * answer, which must differ from it.
     */
    public record ContentChange(String pointer, UnaryOperator<Object> change) {}
}

package io.durabledispatch.it.support;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * Fuzzed bodies, each with the reason the dispatcher must park it with: malformed JSON, wrong shapes and types,
 * unroutable or key-less events, unicode, and bodies near SQS's 256 KB limit. Every body is unique (it carries
 * its index), so SQS and the dispatcher see each as its own message.
 */
public final class PoisonFactory {
    /** SQS's body limit (the whole message, attributes included, must fit in it). */
    public static final int SQS_MAX_BODY_BYTES = 256 * 1024;

    private static final String HUGE = "x".repeat(250_000);

    private record Kind(String reason, IntFunction<String> body) {}

    private static final List<Kind> KINDS = List.of(
            new Kind("MALFORMED_JSON", i -> "{\"type\":\"order.placed\",\"tenant_id\":\"acme\",\"order_no\":\"P-" + i),
            new Kind("MALFORMED_JSON", i -> "not json at all #" + i),
            new Kind("MALFORMED_JSON", i -> "{'type': 'order.placed', 'n': " + i + "}"),
            new Kind("MALFORMED_JSON", i -> " ".repeat(1 + i) + "\t"),
            new Kind("NOT_AN_OBJECT", i -> "[\"order.placed\"," + i + "]"),
            new Kind("NOT_AN_OBJECT", i -> Integer.toString(i)),
            new Kind("NOT_AN_OBJECT", i -> "\"order-" + i + "\""),
            new Kind(
                    "NO_ROUTE",
                    i -> "{\"type\":\"order.cancelled\",\"tenant_id\":\"acme\",\"order_no\":\"P-" + i + "\"}"),
            new Kind("NO_ROUTE", i -> "{\"type\":\"órdér.plâcéd ✓\",\"tenant_id\":\"ácme-" + i + "\"}"),
            new Kind("NO_ROUTE", i -> "{\"tenant_id\":\"acme\",\"order_no\":\"P-" + i + "\"}"),
            new Kind("MISSING_KEY", i -> "{\"type\":\"order.placed\",\"tenant_id\":\"acme\",\"seq\":" + i + "}"),
            new Kind(
                    "MISSING_KEY",
                    i -> "{\"type\":\"points.earned\",\"tenant_id\":\"acme\",\"member_id\":\"M-" + i + "\"}"),
            new Kind(
                    "BAD_KEY_TYPE",
                    i -> "{\"type\":\"order.placed\",\"tenant_id\":\"acme\",\"order_no\":{\"n\":" + i + "}}"),
            new Kind(
                    "BAD_KEY_TYPE", i -> "{\"type\":\"order.placed\",\"tenant_id\":\"acme\",\"order_no\":[" + i + "]}"),
            new Kind(
                    "BAD_KEY_TYPE",
                    i -> "{\"type\":\"points.earned\",\"tenant_id\":\"acme\",\"member_id\":true,"
                            + "\"activity_id\":\"a" + i + "\"}"),
            new Kind(
                    "EMPTY_KEY",
                    i -> "{\"type\":\"order.placed\",\"tenant_id\":\"acme\",\"order_no\":\"   \"," + "\"seq\":" + i
                            + "}"),
            new Kind(
                    "EMPTY_KEY",
                    i -> "{\"type\":\"order.placed\",\"tenant_id\":\"\u00e1cme \ud83d\ude80\","
                            + "\"order_no\":\"\",\"seq\":" + i + "}"));

    /** Near SQS's limit: rare, so the suite stays quick; a malformed one and an unroutable one. */
    private static final List<Kind> HUGE_KINDS = List.of(
            new Kind("MALFORMED_JSON", i -> "{\"type\":\"order.placed\",\"blob\":\"" + HUGE + i),
            new Kind("NO_ROUTE", i -> "{\"type\":\"bulk.import\",\"n\":" + i + ",\"blob\":\"" + HUGE + "\"}"));

    private PoisonFactory() {}

    /** {@code count} bodies, in order, each mapped to its expected parking reason. */
    public static Map<String, String> bodies(int count) {
        Map<String, String> bodies = new LinkedHashMap<>();
        for (int i = 0; i < count; i++) {
            Kind kind = i % 100 == 99 ? HUGE_KINDS.get(i / 100 % HUGE_KINDS.size()) : KINDS.get(i % KINDS.size());
            bodies.put(kind.body().apply(i), kind.reason());
        }
        return bodies;
    }

    /** A well-formed event over SQS's limit: SQS itself refuses it at SendMessage. */
    public static String oversized(int bytes) {
        return "{\"type\":\"order.placed\",\"tenant_id\":\"acme\",\"order_no\":\"BIG\",\"blob\":\"" + "y".repeat(bytes)
                + "\"}";
    }
}

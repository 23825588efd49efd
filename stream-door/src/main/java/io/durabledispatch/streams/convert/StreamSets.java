package io.durabledispatch.streams.convert;

import com.fasterxml.jackson.databind.node.ArrayNode;
import io.durabledispatch.routes.json.StrictJson;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.util.Comparator;
import java.util.List;

/**
 * DynamoDB sets (SS, NS, BS) as JSON arrays. A set has no order and a stream may list its members in any, so each
 * array is sorted: the same set always gives the same canonical input, and with it the same execution. Strings
 * sort by their UTF-16 code units, numbers by value, binaries by their base64 text.
 */
final class StreamSets {
    private static final Comparator<BigDecimal> BY_VALUE =
            Comparator.<BigDecimal>naturalOrder().thenComparing(BigDecimal::toString);

    private StreamSets() {}

    static ArrayNode strings(List<String> members) {
        ArrayNode array = StrictJson.nodes().arrayNode();
        members.stream().sorted().forEach(array::add);
        return array;
    }

    static ArrayNode numbers(List<String> members) {
        ArrayNode array = StrictJson.nodes().arrayNode();
        members.stream().map(Numbers::exact).sorted(BY_VALUE).forEach(array::add);
        return array;
    }

    static ArrayNode binaries(List<ByteBuffer> members) {
        ArrayNode array = StrictJson.nodes().arrayNode();
        members.stream().map(Binaries::base64).sorted().forEach(array::add);
        return array;
    }
}

package io.durabledispatch.routes.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;

/**
 * Every JSON mapper of the project, by how strict it reads. A level means the same in every module, so a reader
 * of route documents and one of message bodies cannot drift apart.
 *
 * <p>Each call builds a new mapper: a mapper stays mutable, and one caller's later configuration must not reach
 * another's. Keep the result in a constant: a configured mapper is thread-safe, and building one per use would
 * rebuild its serialiser caches.
 */
public final class JsonMappers {
    private JsonMappers() {}

    /**
     * For text whose meaning must be unambiguous: route documents and the bodies the dispatcher plans. Numbers
     * are exact decimals; a duplicate key or anything after the value is an error.
     */
    public static JsonMapper strict() {
        return JsonMapper.builder()
                // Exact decimals: 44.90 and 44.9 must canonicalise alike without a detour through binary floats.
                .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                // Two values for one key (two "target"s, two amounts): which one did the writer mean?
                .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
                .nodeFactory(JsonNodeFactory.withExactBigDecimals(true))
                .build();
    }

    /**
     * Jackson's defaults, for JSON the project writes or reads as trees: generated events, cloud assembly files,
     * log lines. Bodies meant for the dispatcher go out as given; its strict reader judges them.
     */
    public static JsonMapper plain() {
        return JsonMapper.builder().build();
    }

    /**
     * For documents others write and may extend (HTTP bodies of newer SDKs, data files of older versions):
     * members a class does not know are skipped.
     */
    public static JsonMapper lenient() {
        return JsonMapper.builder()
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .build();
    }

    /**
     * As Lambda's Java runtime reads a handler's input and writes its result: lenient, and property names
     * matched case-insensitively.
     */
    public static JsonMapper lambdaRuntime() {
        return JsonMapper.builder()
                .enable(MapperFeature.ACCEPT_CASE_INSENSITIVE_PROPERTIES)
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .build();
    }
}

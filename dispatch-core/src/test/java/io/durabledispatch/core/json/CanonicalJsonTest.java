package io.durabledispatch.core.json;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.routes.json.StrictJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CanonicalJsonTest {

    private static String canonical(String json) throws Exception {
        return CanonicalJson.write(StrictJson.parse(json));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "44.90|44.9",
                "1.2E1|12",
                "5.00|5",
                "-0.0|0",
                "0|0",
                "100|100",
                "1E21|1e+21",
                "123456789012345678901|123456789012345678901",
                "0.000001|0.000001",
                "0.0000001|1e-7",
                "-1.5e-9|-1.5e-9",
                "12345678901234567890123|1.2345678901234567890123e+22"
            })
    void write_formatsNumbersTheEcmaScriptWay(String literal, String expected) throws Exception {
        assertThat(canonical(literal)).isEqualTo(expected);
    }

    @Test
    void write_keepsLongIntegerIdsExact_ratherThanRoundingToDouble() throws Exception {
        assertThat(canonical("{\"id\":9007199254740993}")).isEqualTo("{\"id\":9007199254740993}");
    }

    @Test
    void write_sortsKeysRecursively_andDropsWhitespace() throws Exception {
        String json = "{ \"b\" : [ {\"z\":1, \"a\":2} ], \"a\" : { \"y\": null, \"x\": true } }";

        assertThat(canonical(json)).isEqualTo("{\"a\":{\"x\":true,\"y\":null},\"b\":[{\"a\":2,\"z\":1}]}");
    }

    @Test
    void write_sortsKeysByUtf16CodeUnits() throws Exception {
        // U+20AC (euro) sorts before U+1F600 (an emoji, surrogate pair D83D DE00) in UTF-16 order.
        String json = "{\"\\ud83d\\ude00\":1,\"\\u20ac\":2,\"a\":3}";

        assertThat(canonical(json)).isEqualTo("{\"a\":3,\"€\":2,\"😀\":1}");
    }

    @Test
    void write_escapesOnlyWhatJsonRequires() throws Exception {
        String json = "\"tab\\t quote\\\" slash\\/ back\\\\ nul\\u0000 é \\u2028\"";

        assertThat(canonical(json)).isEqualTo("\"tab\\t quote\\\" slash/ back\\\\ nul\\u0000 é \u2028\"");
    }

    @Test
    void write_givesSameBytes_forReorderedAndRespacedDocuments() throws Exception {
        String one = "{\"amount\":{\"value\":44.90,\"currency\":\"EUR\"},\"id\":\"A\"}";
        String two = "{ \"id\" : \"A\", \"amount\" : { \"currency\" : \"EUR\", \"value\" : 4.49E1 } }";

        assertThat(canonical(one)).isEqualTo(canonical(two));
    }
}

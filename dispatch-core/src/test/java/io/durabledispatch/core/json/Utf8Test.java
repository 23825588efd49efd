package io.durabledispatch.core.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class Utf8Test {
    @ParameterizedTest(name = "{0}")
    @CsvSource({"ascii, A-1001", "two-byte, Straße", "three-byte, 注文", "four-byte, 😀😀-🎉", "empty, ''"})
    void length_isTheEncodersByteCount_forWellFormedText(String what, String text) {
        assertThat(Utf8.length(text)).isEqualTo(text.getBytes(StandardCharsets.UTF_8).length);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"a lone high surrogate, \ud800, 3", "a lone low surrogate after text, a\udc00, 4"})
    void length_countsALoneSurrogateAsThreeBytes_neverAsTheEncodersOneByteReplacement(
            String what, String text, int bytes) {
        assertThat(Utf8.length(text)).isEqualTo(bytes);
    }
}

package io.durabledispatch.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class EventInputTest {
    @Test
    void parse_splitsAJsonArrayIntoOneBodyPerEvent() {
        assertThat(EventInput.parse("[{\"a\":1}, {\"b\":2}]")).containsExactly("{\"a\":1}", "{\"b\":2}");
    }

    @Test
    void parse_readsNdjsonLineByLine_keepingMalformedLinesForTheDispatcherToPark() {
        assertThat(EventInput.parse("{\"a\":1}\n\n{\"b\":\n{\"c\":3}\n"))
                .containsExactly("{\"a\":1}", "{\"b\":", "{\"c\":3}");
    }

    @Test
    void parse_sendsASingleObjectAsIs() {
        assertThat(EventInput.parse("  {\"a\": 1}  ")).containsExactly("{\"a\": 1}");
    }

    @Test
    void parse_givesNothingForEmptyInput() {
        assertThat(EventInput.parse(" \n ")).isEmpty();
    }
}

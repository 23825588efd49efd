package io.durabledispatch.streams.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Sequence numbers compare by value, not as text. */
class SequenceNumbersTest {
    @Test
    void shorterNumbers_comeFirst() {
        List<String> sorted = List.of("10", "9", "100000000000000000000000000000000000000001").stream()
                .sorted(SequenceNumbers.ORDER)
                .toList();

        assertThat(sorted).containsExactly("9", "10", "100000000000000000000000000000000000000001");
    }
}

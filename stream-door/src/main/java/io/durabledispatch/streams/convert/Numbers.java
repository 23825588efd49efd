package io.durabledispatch.streams.convert;

import java.math.BigDecimal;

/** DynamoDB numbers carry up to 38 digits: read from their text into BigDecimal, never through a double. */
final class Numbers {
    private Numbers() {}

    static BigDecimal exact(String text) {
        try {
            return new BigDecimal(text.strip());
        } catch (NumberFormatException e) {
            throw new UnreadableAttributeException("a number attribute that is no decimal number");
        }
    }
}

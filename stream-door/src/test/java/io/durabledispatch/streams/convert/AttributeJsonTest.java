package io.durabledispatch.streams.convert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Each attribute kind's JSON form. */
class AttributeJsonTest {
    private static String json(AttributeValue value) {
        return AttributeJson.of(value).toString();
    }

    @Test
    void number_keepsEveryDigitAndItsScale() {
        assertThat(json(new AttributeValue().withN("-0.000000000000000000000000000000000000012345")))
                .isEqualTo("-1.2345E-38");
        assertThat(json(new AttributeValue().withN("99999999999999999999999999999999999999")))
                .isEqualTo("99999999999999999999999999999999999999");
        assertThat(json(new AttributeValue().withN("19.950"))).isEqualTo("19.950");
    }

    @Test
    void scalars_areTheirJsonForms() {
        assertThat(json(new AttributeValue().withS("a\"b"))).isEqualTo("\"a\\\"b\"");
        assertThat(json(new AttributeValue().withBOOL(false))).isEqualTo("false");
        assertThat(json(new AttributeValue().withNULL(true))).isEqualTo("null");
        assertThat(json(new AttributeValue().withB(ByteBuffer.wrap(new byte[] {(byte) 0xfb, 0x0f}))))
                .isEqualTo("\"+w8=\"");
    }

    @Test
    void mapsAndLists_nest() {
        AttributeValue value = new AttributeValue()
                .withM(Map.of(
                        "z", new AttributeValue().withL(List.of(new AttributeValue().withN("1"))),
                        "a", new AttributeValue().withS("x")));

        assertThat(json(value)).isEqualTo("{\"a\":\"x\",\"z\":[1]}");
    }

    @Test
    void sets_areSortedArrays() {
        assertThat(json(new AttributeValue().withSS("b", "B", "a"))).isEqualTo("[\"B\",\"a\",\"b\"]");
        assertThat(json(new AttributeValue().withNS("10", "-2.5", "9"))).isEqualTo("[-2.5,9,10]");
        assertThat(json(new AttributeValue().withBS(ByteBuffer.wrap(new byte[] {2}), ByteBuffer.wrap(new byte[] {1}))))
                .isEqualTo("[\"AQ==\",\"Ag==\"]");
    }

    @Test
    void aValueWithoutOrWithTwoKinds_isUnreadable() {
        assertThatThrownBy(() -> json(new AttributeValue())).isInstanceOf(UnreadableAttributeException.class);
        assertThatThrownBy(() -> json(new AttributeValue().withS("x").withN("1")))
                .isInstanceOf(UnreadableAttributeException.class);
        assertThatThrownBy(() -> json(new AttributeValue().withN("1,5")))
                .isInstanceOf(UnreadableAttributeException.class);
    }
}

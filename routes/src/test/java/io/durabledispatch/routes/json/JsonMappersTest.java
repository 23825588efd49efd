package io.durabledispatch.routes.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class JsonMappersTest {
    record Points(String member, int points) {}

    @Test
    void strict_refusesADuplicateKey() {
        assertThatThrownBy(() -> StrictJson.parse("{\"amount\":1,\"amount\":2}"))
                .isInstanceOf(JsonProcessingException.class)
                .hasMessageContaining("Duplicate field 'amount'");
    }

    @Test
    void strict_refusesTextAfterTheValue() {
        assertThatThrownBy(() -> StrictJson.parse("{\"amount\":1} {}")).isInstanceOf(JsonProcessingException.class);
    }

    @Test
    void strict_keepsDecimalsExact() throws Exception {
        BigDecimal amount = StrictJson.parse("{\"amount\":44.90}").get("amount").decimalValue();

        assertThat(amount).isEqualTo(new BigDecimal("44.90"));
        assertThat(StrictJson.nodes().numberNode(new BigDecimal("44.90")).decimalValue())
                .isEqualTo(new BigDecimal("44.90"));
    }

    @Test
    void plain_refusesAMemberTheClassDoesNotKnow() {
        assertThatThrownBy(() -> JsonMappers.plain().readValue("{\"member\":\"m\",\"points\":5,\"x\":1}", Points.class))
                .isInstanceOf(JsonProcessingException.class)
                .hasMessageContaining("\"x\"");
    }

    @Test
    void lenient_skipsAMemberTheClassDoesNotKnow() throws Exception {
        Points read = JsonMappers.lenient().readValue("{\"member\":\"m\",\"points\":5,\"x\":1}", Points.class);

        assertThat(read).isEqualTo(new Points("m", 5));
    }

    @Test
    void lambdaRuntime_matchesNamesWhateverTheirCase_andSkipsUnknownMembers() throws Exception {
        Points read = JsonMappers.lambdaRuntime().readValue("{\"Member\":\"m\",\"POINTS\":5,\"x\":1}", Points.class);

        assertThat(read).isEqualTo(new Points("m", 5));
    }

    @Test
    void aCallersConfiguration_doesNotReachAnotherCallersMapper() {
        ObjectMapper mine = JsonMappers.lenient();
        mine.enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

        assertThat(JsonMappers.lenient().isEnabled(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES))
                .isFalse();
    }
}

package io.durabledispatch.streams.convert;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.streams.core.Payload;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** A Kinesis record's data as body text: strict UTF-8, else parked as base64. */
class KinesisDataTest {
    private static String describe(Payload payload) {
        return payload.fold(
                body -> "body " + body.text(),
                unreadable -> "unreadable " + unreadable.parkedBody() + " " + unreadable.attributes(),
                removed -> "removed");
    }

    @Test
    void utf8Data_isTheBody() {
        ByteBuffer data = ByteBuffer.wrap("{\"name\":\"Zoë\"}".getBytes(StandardCharsets.UTF_8));

        assertThat(describe(KinesisData.payload(data))).isEqualTo("body {\"name\":\"Zoë\"}");
        assertThat(data.position()).isZero();
    }

    @Test
    void bytesThatAreNoUtf8_areUnreadable_andKeptAsBase64() {
        ByteBuffer data = ByteBuffer.wrap(new byte[] {'{', (byte) 0xc3, '}'});

        assertThat(describe(KinesisData.payload(data))).isEqualTo("unreadable e8N9 {bodyEncoding=base64}");
    }
}

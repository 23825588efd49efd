package io.durabledispatch.streams.convert;

import io.durabledispatch.core.parking.ParkingAttributes;
import io.durabledispatch.streams.core.Payload;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * A Kinesis record's data (Lambda hands it over base64-decoded) as the body text. Decoding is strict: bytes that
 * are no UTF-8 would otherwise turn into replacement characters inside a key and name another execution.
 */
public final class KinesisData {
    private KinesisData() {}

    public static Payload payload(ByteBuffer data) {
        if (data == null) return unreadable("a record without data", "");
        try {
            return new Payload.Body(StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(data.duplicate())
                    .toString());
        } catch (CharacterCodingException e) {
            // Parked as base64: the parking queue takes text, and the bytes must come back exactly.
            return unreadable("data that is no UTF-8 text", Binaries.base64(data));
        }
    }

    private static Payload unreadable(String detail, String base64) {
        return new Payload.Unreadable(detail, base64, Map.of(ParkingAttributes.BODY_ENCODING, "base64"));
    }
}

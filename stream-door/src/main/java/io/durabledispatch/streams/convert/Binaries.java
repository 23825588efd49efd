package io.durabledispatch.streams.convert;

import java.nio.ByteBuffer;
import java.util.Base64;

/** Binary attributes as standard base64 text: the form DynamoDB's own JSON uses for them. */
final class Binaries {
    private Binaries() {}

    /** Reads a copy, so the event's buffer keeps its position for anyone who reads it after us. */
    static String base64(ByteBuffer bytes) {
        ByteBuffer view = bytes.duplicate();
        byte[] copy = new byte[view.remaining()];
        view.get(copy);
        return Base64.getEncoder().encodeToString(copy);
    }
}

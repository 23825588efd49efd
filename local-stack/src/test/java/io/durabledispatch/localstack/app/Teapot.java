package io.durabledispatch.localstack.app;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/** An HTTP API function that answers 418 with a header, two cookies and a base64-encoded body ({@code 0x00ff}). */
public final class Teapot implements RequestStreamHandler {
    @Override
    public void handleRequest(InputStream input, OutputStream output, Context context) throws IOException {
        input.readAllBytes();
        String response = "{\"statusCode\":418,\"headers\":{\"X-Brew\":\"tea\"},\"cookies\":[\"a=1\",\"b=2\"],"
                + "\"isBase64Encoded\":true,\"body\":\"AP8=\"}";
        output.write(response.getBytes(StandardCharsets.UTF_8));
    }
}

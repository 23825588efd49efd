package io.durabledispatch.localstack.app;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/** A plain function: answers a JSON string upper-cased, with the memory size its context reports ({@code "HI@512"}). */
public final class Shouter implements RequestStreamHandler {
    @Override
    public void handleRequest(InputStream input, OutputStream output, Context context) throws IOException {
        String text = new String(input.readAllBytes(), StandardCharsets.UTF_8).replace("\"", "");
        String answer = "\"" + text.toUpperCase(Locale.ROOT) + "@" + context.getMemoryLimitInMB() + "\"";
        output.write(answer.getBytes(StandardCharsets.UTF_8));
    }
}

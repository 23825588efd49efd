package io.durabledispatch.localstack.function;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.function.Function;

/**
 * A stream handler packaged into a test jar: answers with the value of the variable named by the payload, read
 * three ways (direct call, the whole map, a method reference), and the name of the loader that defined it.
 */
public final class EnvironmentEcho implements RequestStreamHandler {
    private final String atColdStart = System.getenv("GREETING");

    @Override
    public void handleRequest(InputStream input, OutputStream output, Context context) throws IOException {
        String name = new String(input.readAllBytes(), StandardCharsets.UTF_8);
        Function<String, String> lookup = System::getenv;
        String answer = System.getenv(name) + "|" + System.getenv().get(name) + "|" + lookup.apply(name) + "|"
                + atColdStart + "|" + getClass().getClassLoader().getName();
        output.write(answer.getBytes(StandardCharsets.UTF_8));
    }
}

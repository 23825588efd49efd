package io.durabledispatch.localstack.function;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * A stream handler packaged into a test jar that prints its payload the ways a function writes its log: a line to
 * stdout through a method reference bound at cold start (as the dispatcher does), one in pieces, one to stderr, and
 * one from another thread.
 */
public final class LogPrinter implements RequestStreamHandler {
    private final Consumer<String> boundAtColdStart = System.out::println;

    @Override
    public void handleRequest(InputStream input, OutputStream output, Context context) throws IOException {
        String payload = new String(input.readAllBytes(), StandardCharsets.UTF_8);
        boundAtColdStart.accept("bound " + payload);
        PrintStream out = System.out;
        out.print("in ");
        out.print("pieces " + payload + "\r\n");
        System.err.println("error " + payload);
        CompletableFuture.runAsync(() -> System.out.println("elsewhere " + payload))
                .join();
    }
}

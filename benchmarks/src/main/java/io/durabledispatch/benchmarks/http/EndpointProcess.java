package io.durabledispatch.benchmarks.http;

import io.durabledispatch.benchmarks.endpoint.InMemoryInvokeEndpoint;
import java.io.IOException;
import java.time.Duration;

/**
 * The lean Invoke endpoint in a JVM of its own, so the harness's process CPU time is the client side alone.
 * Prints {@code ENDPOINT <url>} and serves until its standard input closes (the harness exits or closes it).
 */
public final class EndpointProcess {
    static final String MARKER = "ENDPOINT ";

    private EndpointProcess() {}

    public static void main(String[] args) throws IOException {
        System.setProperty("sun.net.httpserver.nodelay", "true");
        // Six clients keep up to 64 connections each: the JDK server's default of 200 idle connections would
        // close the excess under them, and a client reusing a closed one sees a broken pipe.
        System.setProperty("sun.net.httpserver.maxIdleConnections", "4096");
        try (InMemoryInvokeEndpoint endpoint =
                InMemoryInvokeEndpoint.start(Duration.ofMillis(Long.parseLong(args[0])))) {
            System.out.println(MARKER + endpoint.endpoint());
            System.out.flush();
            System.in.transferTo(java.io.OutputStream.nullOutputStream());
        }
    }
}

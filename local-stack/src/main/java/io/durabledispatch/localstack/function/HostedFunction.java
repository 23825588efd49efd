package io.durabledispatch.localstack.function;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import io.durabledispatch.emulators.lambda.TimeLimit;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.time.Duration;

/**
 * A user's function, ready to invoke: payload bytes in, response bytes out, whatever its handler shape. Its
 * class loader is the thread's context class loader while it runs, as in Lambda, where it is the only one, and
 * the thread is bound to the function's environment variables and log.
 */
public final class HostedFunction implements RequestStreamHandler {
    private final String name;
    private final FunctionClassLoader loader;
    /** This function's {@link FunctionEnvironment} in its loader: its variables and its log. */
    private final Object binding;

    private final HandlerKind kind;
    private final FunctionLog log;

    HostedFunction(String name, FunctionClassLoader loader, Object binding, HandlerKind kind, FunctionLog log) {
        this.name = name;
        this.loader = loader;
        this.binding = binding;
        this.kind = kind;
        this.log = log;
    }

    public String name() {
        return name;
    }

    /** What the function prints to stdout and stderr, line by line (its CloudWatch log group in AWS). */
    public FunctionLog log() {
        return log;
    }

    @Override
    public void handleRequest(InputStream input, OutputStream output, Context context) throws IOException {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(loader);
        Object outside = loader.enter(binding);
        try {
            kind.invoke(input, output, context);
        } finally {
            loader.leave(outside);
            thread.setContextClassLoader(previous);
        }
    }

    /**
     * One synchronous invocation with the event's JSON in and the response's JSON out, cut off at the function's
     * timeout as Lambda cuts it (the caller sees the failure, as an event source mapping or API Gateway does).
     */
    public byte[] invoke(byte[] event, Context context, Duration timeout) throws Exception {
        return TimeLimit.call(
                () -> {
                    ByteArrayOutputStream response = new ByteArrayOutputStream();
                    handleRequest(new ByteArrayInputStream(event), response, context);
                    return response.toByteArray();
                },
                timeout);
    }
}

package io.durabledispatch.durableservice;

import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Invokes registered handlers in this JVM, as Lambda would (the Lambda {@code Context} is not provided). */
public final class InProcessFunctionInvoker implements FunctionInvoker {
    private final Map<String, RequestStreamHandler> functions = new ConcurrentHashMap<>();

    public InProcessFunctionInvoker register(String functionName, RequestStreamHandler handler) {
        functions.put(functionName, handler);
        return this;
    }

    public boolean isRegistered(String functionName) {
        return functions.containsKey(functionName);
    }

    @Override
    public byte[] invoke(String functionName, byte[] invocationInput) throws Exception {
        RequestStreamHandler handler = functions.get(functionName);
        if (handler == null) {
            throw new IllegalStateException("no function registered as " + functionName);
        }
        ByteArrayOutputStream output = new ByteArrayOutputStream();
        handler.handleRequest(new ByteArrayInputStream(invocationInput), output, null);
        return output.toByteArray();
    }
}

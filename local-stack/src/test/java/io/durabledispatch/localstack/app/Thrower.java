package io.durabledispatch.localstack.app;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import java.util.Map;

/** A plain POJO function that always fails with the order number it was given. */
public final class Thrower implements RequestHandler<Map<String, Object>, String> {
    @Override
    public String handleRequest(Map<String, Object> input, Context context) {
        throw new IllegalStateException("no such order " + input.get("order"));
    }
}

package io.durabledispatch.localstack.function;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import java.util.Map;

/** A POJO handler packaged into a test jar: reads its input type from JSON, answers with a map. */
public final class PojoGreeter implements RequestHandler<PojoGreeter.Greeting, Map<String, Object>> {
    /** Lambda matches property names case-insensitively: {@code {"Name": ...}} fills {@code name}. */
    public static final class Greeting {
        public String name;
        public int times;
    }

    @Override
    public Map<String, Object> handleRequest(Greeting input, Context context) {
        return Map.of("greeting", "hello " + input.name, "times", input.times, "function", context.getFunctionName());
    }
}

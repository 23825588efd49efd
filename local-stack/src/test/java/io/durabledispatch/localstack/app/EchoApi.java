package io.durabledispatch.localstack.app;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An HTTP API function without dependencies: answers 200 with the event it got as its JSON body and the route key
 * in {@code X-Route}, so a test sees both what API Gateway sent and how the answer came back.
 */
public final class EchoApi implements RequestStreamHandler {
    private static final Pattern ROUTE_KEY = Pattern.compile("\"routeKey\":\"([^\"]*)\"");

    @Override
    public void handleRequest(InputStream input, OutputStream output, Context context) throws IOException {
        String event = new String(input.readAllBytes(), StandardCharsets.UTF_8);
        Matcher route = ROUTE_KEY.matcher(event);
        String routeKey = route.find() ? route.group(1) : "?";
        String body = event.replace("\\", "\\\\").replace("\"", "\\\"");
        String response = "{\"statusCode\":200,\"headers\":{\"Content-Type\":\"application/json\",\"X-Route\":\""
                + routeKey + "\"},\"body\":\"" + body + "\"}";
        output.write(response.getBytes(StandardCharsets.UTF_8));
    }
}

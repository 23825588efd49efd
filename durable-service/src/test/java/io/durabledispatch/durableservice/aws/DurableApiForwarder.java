package io.durabledispatch.durableservice.aws;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.durabledispatch.durableservice.DurableExecutionService;
import io.durabledispatch.durableservice.DurableServiceException;
import io.durabledispatch.runtime.wire.CheckpointRequest;
import io.durabledispatch.runtime.wire.DurableWireCodec;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/** A tiny HTTP front for the data-plane APIs, enough for the real LambdaClient to talk to the service. */
final class DurableApiForwarder implements AutoCloseable {
    private final HttpServer server;
    private final DurableExecutionService service;
    private final DurableWireCodec codec = DurableWireCodec.api();

    DurableApiForwarder(DurableExecutionService service) throws IOException {
        this.service = service;
        this.server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/2025-12-01/durable-executions/", this::handle);
        server.start();
    }

    URI endpoint() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    private void handle(HttpExchange exchange) throws IOException {
        // Split the raw path first: the ARN is one percent-encoded segment full of '/' and ':'.
        String[] segments = exchange.getRequestURI().getRawPath().split("/");
        String arn = URLDecoder.decode(segments[3], StandardCharsets.UTF_8);
        try {
            byte[] body = switch (segments[4]) {
                case "checkpoint" ->
                    codec.write(service.checkpoint(
                            arn, codec.read(exchange.getRequestBody().readAllBytes(), CheckpointRequest.class)));
                case "state" -> state(arn, query(exchange.getRequestURI().getRawQuery()));
                default -> throw new DurableServiceException("UnknownOperationException", 404, segments[4]);
            };
            reply(exchange, 200, body, null);
        } catch (DurableServiceException e) {
            String error = "{\"Type\":\"User\",\"Message\":" + codec.mapper().writeValueAsString(e.getMessage()) + "}";
            reply(exchange, e.httpStatus(), error.getBytes(StandardCharsets.UTF_8), e.errorCode());
        }
    }

    private byte[] state(String arn, Map<String, String> query) {
        int maxItems = Integer.parseInt(query.getOrDefault("MaxItems", "0"));
        return codec.write(service.state(arn, query.get("CheckpointToken"), query.get("Marker"), maxItems));
    }

    private static Map<String, String> query(String raw) {
        Map<String, String> parameters = new HashMap<>();
        for (String pair : raw == null ? new String[0] : raw.split("&")) {
            String[] parts = pair.split("=", 2);
            parameters.put(parts[0], URLDecoder.decode(parts.length > 1 ? parts[1] : "", StandardCharsets.UTF_8));
        }
        return parameters;
    }

    private static void reply(HttpExchange exchange, int status, byte[] body, String errorCode) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", "application/json");
        if (errorCode != null) {
            exchange.getResponseHeaders().set("x-amzn-ErrorType", errorCode);
        }
        exchange.sendResponseHeaders(status, body.length);
        exchange.getResponseBody().write(body);
        exchange.close();
    }

    @Override
    public void close() {
        server.stop(0);
    }
}

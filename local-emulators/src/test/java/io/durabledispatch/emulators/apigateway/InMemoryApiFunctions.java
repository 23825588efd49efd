package io.durabledispatch.emulators.apigateway;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;

/**
 * Functions by name that answer a scripted response and keep every event they were given. Unscripted names answer
 * {@code {"statusCode":200,"body":"<name>"}}; {@link #fail} makes one throw, {@link #hang} one block until closed.
 */
final class InMemoryApiFunctions implements ApiFunctions {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Map<String, String> responses = new ConcurrentHashMap<>();
    private final Map<String, RuntimeException> failures = new ConcurrentHashMap<>();
    private final List<String> hanging = new CopyOnWriteArrayList<>();
    private final CountDownLatch released = new CountDownLatch(1);
    final List<JsonNode> events = new CopyOnWriteArrayList<>();

    InMemoryApiFunctions answer(String function, String response) {
        responses.put(function, response);
        return this;
    }

    InMemoryApiFunctions fail(String function, RuntimeException error) {
        failures.put(function, error);
        return this;
    }

    InMemoryApiFunctions hang(String function) {
        hanging.add(function);
        return this;
    }

    void release() {
        released.countDown();
    }

    JsonNode lastEvent() {
        return events.get(events.size() - 1);
    }

    @Override
    public byte[] invoke(HttpApiDefinition.Integration integration, byte[] event) throws Exception {
        events.add(JSON.readTree(event));
        String name = integration.function();
        if (failures.containsKey(name)) throw failures.get(name);
        if (hanging.contains(name)) released.await();
        String response = responses.getOrDefault(name, "{\"statusCode\":200,\"body\":\"" + name + "\"}");
        return response.getBytes(StandardCharsets.UTF_8);
    }
}

package io.durabledispatch.emulators.kinesis;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** An on-failure destination that keeps what it was sent, parsed. */
final class InMemoryDestination implements FailureDestination {
    private static final ObjectMapper JSON = new ObjectMapper();
    final List<JsonNode> received = new CopyOnWriteArrayList<>();

    @Override
    public void send(String body) {
        try {
            received.add(JSON.readTree(body));
        } catch (java.io.IOException e) {
            throw new AssertionError("not JSON: " + body, e);
        }
    }
}

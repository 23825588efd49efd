package io.durabledispatch.runtime.engine;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.runtime.DurableLogger;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/** One JSON line per call, tagged with the execution name; silent while the workflow replays. */
final class ReplayAwareLogger implements DurableLogger {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final String executionName;
    private final BooleanSupplier replaying;
    private final Consumer<String> sink;

    ReplayAwareLogger(String executionName, BooleanSupplier replaying, Consumer<String> sink) {
        this.executionName = executionName;
        this.replaying = replaying;
        this.sink = sink;
    }

    @Override
    public void info(String message, Object... keyValues) {
        log("INFO", message, keyValues);
    }

    @Override
    public void warn(String message, Object... keyValues) {
        log("WARN", message, keyValues);
    }

    @Override
    public void error(String message, Object... keyValues) {
        log("ERROR", message, keyValues);
    }

    private void log(String level, String message, Object... keyValues) {
        if (replaying.getAsBoolean()) {
            return;
        }
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("level", level);
        line.put("message", message);
        line.put("execution", executionName);
        for (int i = 0; i + 1 < keyValues.length; i += 2) {
            line.put(String.valueOf(keyValues[i]), String.valueOf(keyValues[i + 1]));
        }
        try {
            sink.accept(JSON.writeValueAsString(line));
        } catch (JsonProcessingException e) {
            sink.accept(level + " " + message);
        }
    }
}

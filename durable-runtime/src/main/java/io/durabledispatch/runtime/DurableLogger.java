package io.durabledispatch.runtime;

/** Structured log lines tagged with the execution; silent during replay so lines are not repeated. */
public interface DurableLogger {
    void info(String message, Object... keyValues);

    void warn(String message, Object... keyValues);

    void error(String message, Object... keyValues);
}

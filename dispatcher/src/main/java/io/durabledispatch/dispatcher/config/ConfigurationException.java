package io.durabledispatch.dispatcher.config;

/** A setting or the route document is wrong; the cold start fails with this message. */
public class ConfigurationException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ConfigurationException(String message) {
        super(message);
    }

    public ConfigurationException(String message, Throwable cause) {
        super(message, cause);
    }
}

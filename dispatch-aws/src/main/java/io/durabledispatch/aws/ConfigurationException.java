package io.durabledispatch.aws;

/** A setting or a route target is wrong (e.g. an EXPRESS state machine); the cold start fails with this message. */
public class ConfigurationException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ConfigurationException(String message) {
        super(message);
    }

    public ConfigurationException(String message, Throwable cause) {
        super(message, cause);
    }
}

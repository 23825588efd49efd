package io.durabledispatch.it.backend;

import java.util.Locale;

/**
 * Picks the backend from {@code -Dit.backend=embedded|localstack|deployed} (default embedded). A backend that
 * cannot run here (no Docker engine, no CDK outputs) aborts the test with the reason: skipped, never passed.
 */
public final class Backends {
    public static final String PROPERTY = "it.backend";

    private Backends() {}

    public static String selected() {
        return System.getProperty(PROPERTY, "embedded").trim().toLowerCase(Locale.ROOT);
    }

    public static Backend open(Tuning tuning) {
        return switch (selected()) {
            case "embedded" -> new EmbeddedBackend(tuning);
            case "localstack" -> LocalStackBackend.open();
            case "deployed" -> DeployedBackend.open();
            default ->
                throw new IllegalArgumentException(
                        PROPERTY + " must be embedded, localstack or deployed, was '" + selected() + "'");
        };
    }
}

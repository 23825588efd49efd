package io.durabledispatch.dynalite;

import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * The one place that decides what a test needing dynalite does on a machine without Node.js: a fresh machine
 * with only a JDK skips it with a notice; a build that says dynalite is required ({@code -Ddynalite=required},
 * or {@code CI=true} as CI services set it) fails instead, so these tests never skip silently where they are
 * meant to run.
 */
public final class DynaliteRequirement {
    /** {@code required}: a missing Node.js fails the test; anything else (or unset): it skips it. */
    public static final String MODE_PROPERTY = "dynalite";

    static final String INSTALL_HINT = "install Node.js with npm (the build runs `npm ci` for the pinned dynalite)";

    private DynaliteRequirement() {}

    public enum Action {
        RUN,
        SKIP,
        FAIL
    }

    /** What a dynalite test does here: the project to start dynalite from, or why not. */
    public record Verdict(Action action, Optional<NodeProject> project, String message) {}

    /** The verdict for this JVM: its system properties, CI and PATH. */
    public static Verdict current() {
        return verdict(System::getProperty, System::getenv, System.getenv("PATH"));
    }

    static Verdict verdict(UnaryOperator<String> properties, UnaryOperator<String> environment, String path) {
        NodeProject.Lookup lookup = NodeProject.find(properties, path);
        if (lookup.project().isPresent()) return new Verdict(Action.RUN, lookup.project(), "");
        if (required(properties, environment)) {
            return new Verdict(
                    Action.FAIL,
                    Optional.empty(),
                    "dynalite tests are required (-D" + MODE_PROPERTY + "=required or CI=true) but " + lookup.missing()
                            + ": " + INSTALL_HINT);
        }
        return new Verdict(
                Action.SKIP,
                Optional.empty(),
                "DynamoDB adapter tests skipped: " + lookup.missing() + ". To run them, " + INSTALL_HINT + "; -D"
                        + MODE_PROPERTY + "=required (or CI=true) makes a missing Node.js fail the build.");
    }

    private static boolean required(UnaryOperator<String> properties, UnaryOperator<String> environment) {
        return "required".equalsIgnoreCase(properties.apply(MODE_PROPERTY))
                || "true".equalsIgnoreCase(environment.apply("CI"));
    }
}

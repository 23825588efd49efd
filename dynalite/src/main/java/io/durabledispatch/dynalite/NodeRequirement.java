package io.durabledispatch.dynalite;

import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Decides what a test needing a pinned npm server does on a machine without Node.js: a fresh machine with only a
 * JDK skips it with a notice; a build that says the server is required ({@code -D<mode property>=required}, or
 * {@code CI=true} as CI services set it) fails instead, so these tests never skip silently where they are meant
 * to run.
 *
 * @param pkg the npm package the tests start (dynalite, kinesalite)
 * @param modeProperty the system property that, set to {@code required}, makes a missing Node.js fail
 * @param tests what is skipped, for the notice (e.g. "DynamoDB adapter tests")
 */
public record NodeRequirement(String pkg, String modeProperty, String tests) {
    static final String INSTALL_HINT = "install Node.js with npm (the build runs `npm ci` for the pinned packages)";

    public enum Action {
        RUN,
        SKIP,
        FAIL
    }

    /** What a test does here: the project to start the server from, or why not. */
    public record Verdict(Action action, Optional<NodeProject> project, String message) {}

    /** The verdict for this JVM: its system properties, CI and PATH. */
    public Verdict current() {
        return verdict(System::getProperty, System::getenv, System.getenv("PATH"));
    }

    /** The verdict for the given system properties, environment and PATH. */
    public Verdict verdict(UnaryOperator<String> properties, UnaryOperator<String> environment, String path) {
        NodeProject.Lookup lookup = NodeProject.find(properties, path, pkg);
        if (lookup.project().isPresent()) return new Verdict(Action.RUN, lookup.project(), "");
        if (required(properties, environment)) {
            return new Verdict(
                    Action.FAIL,
                    Optional.empty(),
                    pkg + " tests are required (-D" + modeProperty + "=required or CI=true) but " + lookup.missing()
                            + ": " + INSTALL_HINT);
        }
        return new Verdict(
                Action.SKIP,
                Optional.empty(),
                tests + " skipped: " + lookup.missing() + ". To run them, " + INSTALL_HINT + "; -D" + modeProperty
                        + "=required (or CI=true) makes a missing Node.js fail the build.");
    }

    private boolean required(UnaryOperator<String> properties, UnaryOperator<String> environment) {
        return "required".equalsIgnoreCase(properties.apply(modeProperty))
                || "true".equalsIgnoreCase(environment.apply("CI"));
    }
}

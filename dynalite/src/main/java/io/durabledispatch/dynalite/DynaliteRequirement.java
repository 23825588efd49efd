package io.durabledispatch.dynalite;

import java.util.function.UnaryOperator;

/**
 * The rule for tests needing dynalite ({@link NodeRequirement}): skipped with a notice without Node.js, failed
 * instead with {@code -Ddynalite=required} or {@code CI=true}.
 */
public final class DynaliteRequirement {
    /** {@code required}: a missing Node.js fails the test; anything else (or unset): it skips it. */
    public static final String MODE_PROPERTY = "dynalite";

    static final NodeRequirement RULE =
            new NodeRequirement(NodeProject.PACKAGE, MODE_PROPERTY, "DynamoDB adapter tests");

    private DynaliteRequirement() {}

    /** The verdict for this JVM: its system properties, CI and PATH. */
    public static NodeRequirement.Verdict current() {
        return RULE.current();
    }

    static NodeRequirement.Verdict verdict(
            UnaryOperator<String> properties, UnaryOperator<String> environment, String path) {
        return RULE.verdict(properties, environment, path);
    }
}

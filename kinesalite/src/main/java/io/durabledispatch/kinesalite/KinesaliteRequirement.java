package io.durabledispatch.kinesalite;

import io.durabledispatch.dynalite.NodeProject;
import io.durabledispatch.dynalite.NodeRequirement;

/**
 * The rule for tests needing kinesalite ({@link NodeRequirement}): skipped with a notice without Node.js, failed
 * instead with {@code -Dkinesalite=required} or {@code CI=true}.
 */
public final class KinesaliteRequirement {
    /** {@code required}: a missing Node.js fails the test; anything else (or unset): it skips it. */
    public static final String MODE_PROPERTY = "kinesalite";

    public static final NodeRequirement RULE =
            new NodeRequirement(KinesaliteServer.PACKAGE, MODE_PROPERTY, "Kinesis tests");

    private KinesaliteRequirement() {}

    /** The verdict for this JVM: its system properties, CI and PATH. */
    public static NodeRequirement.Verdict current() {
        return RULE.current();
    }

    /** The repository's npm project with kinesalite, or why there is none (for the local stack). */
    public static NodeProject.Lookup lookup() {
        return NodeProject.find(System::getProperty, System.getenv("PATH"), KinesaliteServer.PACKAGE);
    }
}

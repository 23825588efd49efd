package io.durabledispatch.dynalite;

import java.net.URI;
import java.util.Optional;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Gives a test class a dynalite endpoint: {@code @RegisterExtension static DynaliteExtension dynalite = new
 * DynaliteExtension();}. One in-memory server per test JVM ({@link NodeServerExtension}); tests keep apart by
 * creating their own tables. Without Node.js the class is skipped or failed as {@link DynaliteRequirement}
 * decides.
 */
public final class DynaliteExtension implements BeforeAllCallback {
    private final NodeServerExtension shared = new NodeServerExtension(
            DynaliteRequirement.RULE, project -> DynaliteServer.process(project, Optional.empty()));

    @Override
    public void beforeAll(ExtensionContext context) {
        shared.beforeAll(context);
    }

    /** The shared server's endpoint; only after {@link #beforeAll} ran. */
    public URI endpoint() {
        return shared.endpoint();
    }
}

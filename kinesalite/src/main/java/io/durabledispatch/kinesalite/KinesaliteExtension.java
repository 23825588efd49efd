package io.durabledispatch.kinesalite;

import io.durabledispatch.dynalite.NodeServerExtension;
import java.net.URI;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Gives a test class a kinesalite endpoint: {@code @RegisterExtension static KinesaliteExtension kinesalite = new
 * KinesaliteExtension();}. One in-memory server per test JVM; tests keep apart by creating their own streams.
 * Without Node.js the class is skipped or failed as {@link KinesaliteRequirement} decides.
 */
public final class KinesaliteExtension implements BeforeAllCallback {
    private final NodeServerExtension shared =
            new NodeServerExtension(KinesaliteRequirement.RULE, KinesaliteServer::process);

    @Override
    public void beforeAll(ExtensionContext context) {
        shared.beforeAll(context);
    }

    /** The shared server's endpoint; only after {@link #beforeAll} ran. */
    public URI endpoint() {
        return shared.endpoint();
    }
}

package io.durabledispatch.dynalite;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Gives a test class the endpoint of a pinned npm server: one in-memory server per package and test JVM, started
 * on first use and stopped when the JVM exits; tests keep apart by creating their own tables or streams. Without
 * Node.js the class is skipped or failed as its {@link NodeRequirement} decides.
 */
public final class NodeServerExtension implements BeforeAllCallback {
    private static final Set<String> NOTICES_PRINTED = new HashSet<>();
    private static final Map<String, NodeServer> SHARED = new HashMap<>();

    private final NodeRequirement requirement;
    private final Function<NodeProject, NodeServer> starter;

    /** @param starter starts the package's server in memory */
    public NodeServerExtension(NodeRequirement requirement, Function<NodeProject, NodeServer> starter) {
        this.requirement = requirement;
        this.starter = starter;
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        NodeRequirement.Verdict verdict = requirement.current();
        switch (verdict.action()) {
            case RUN -> server(verdict.project().orElseThrow());
            case SKIP -> skip(verdict.message());
            case FAIL -> throw new AssertionError(verdict.message());
        }
    }

    /** The shared server's endpoint; only after {@link #beforeAll} ran. */
    public URI endpoint() {
        synchronized (SHARED) {
            NodeServer server = SHARED.get(requirement.pkg());
            if (server == null) {
                throw new IllegalStateException(requirement.pkg() + " is not started: register the extension");
            }
            return server.endpoint();
        }
    }

    private void server(NodeProject project) {
        synchronized (SHARED) {
            if (SHARED.containsKey(requirement.pkg())) return;
            NodeServer started = starter.apply(project);
            SHARED.put(requirement.pkg(), started);
            Runtime.getRuntime().addShutdownHook(new Thread(started::close, requirement.pkg() + "-stop"));
        }
    }

    /**
     * Aborts the class, printing the notice once per package and JVM on the process's own standard error:
     * Surefire keeps test output in files, but echoes a forked JVM's native standard error into the build log.
     */
    private void skip(String message) {
        boolean first;
        synchronized (NOTICES_PRINTED) {
            first = NOTICES_PRINTED.add(requirement.pkg());
        }
        if (first)
            new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8).println(message);
        Assumptions.abort(message);
    }
}

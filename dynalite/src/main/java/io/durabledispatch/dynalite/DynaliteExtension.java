package io.durabledispatch.dynalite;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Gives a test class a dynalite endpoint: {@code @RegisterExtension static DynaliteExtension dynalite = new
 * DynaliteExtension();}. One in-memory server per test JVM, started on first use and stopped when the JVM
 * exits; tests keep apart by creating their own tables. Without Node.js the class is skipped or failed as
 * {@link DynaliteRequirement} decides.
 */
public final class DynaliteExtension implements BeforeAllCallback {
    private static final AtomicBoolean NOTICE_PRINTED = new AtomicBoolean();
    private static DynaliteServer shared;

    @Override
    public void beforeAll(ExtensionContext context) {
        DynaliteRequirement.Verdict verdict = DynaliteRequirement.current();
        switch (verdict.action()) {
            case RUN -> server(verdict.project().orElseThrow());
            case SKIP -> skip(verdict.message());
            case FAIL -> throw new AssertionError(verdict.message());
        }
    }

    /** The shared server's endpoint; only after {@link #beforeAll} ran. */
    public URI endpoint() {
        synchronized (DynaliteExtension.class) {
            if (shared == null) throw new IllegalStateException("dynalite is not started: register the extension");
            return shared.endpoint();
        }
    }

    private static void server(NodeProject project) {
        synchronized (DynaliteExtension.class) {
            if (shared != null) return;
            shared = DynaliteServer.start(project, Optional.empty());
            DynaliteServer started = shared;
            Runtime.getRuntime().addShutdownHook(new Thread(started::close, "dynalite-stop"));
        }
    }

    /**
     * Aborts the class, printing the notice once per JVM on the process's own standard error: Surefire keeps test
     * output in files, but echoes a forked JVM's native standard error into the build log.
     */
    private static void skip(String message) {
        if (NOTICE_PRINTED.compareAndSet(false, true)) {
            new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8).println(message);
        }
        Assumptions.abort(message);
    }
}

package io.durabledispatch.dynalite;

import java.net.URI;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/** One dynalite process on 127.0.0.1 ({@link NodeServer}), its tables in memory or in a data directory. */
public final class DynaliteServer implements AutoCloseable {
    private static final String SCRIPT = String.join(
            "\n",
            "const path = process.env.DYNALITE_PATH || undefined;",
            "const server = require('dynalite')({ path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });",
            "server.listen(0, '127.0.0.1', () => console.log('" + NodeServer.PORT_LINE + "' + server.address().port));",
            NodeServer.EXIT_WITH_JVM);

    private final NodeServer server;

    private DynaliteServer(NodeServer server) {
        this.server = server;
    }

    /**
     * Starts dynalite from {@code project}, running {@code npm ci} first if its packages are not installed.
     *
     * @param dataDirectory empty: tables in memory; else dynalite's LevelDB files, kept across restarts
     */
    public static DynaliteServer start(NodeProject project, Optional<Path> dataDirectory) {
        return new DynaliteServer(process(project, dataDirectory));
    }

    static NodeServer process(NodeProject project, Optional<Path> dataDirectory) {
        Map<String, String> environment = dataDirectory
                .map(dir -> Map.of("DYNALITE_PATH", NodeServer.prepared(dir, NodeProject.PACKAGE)))
                .orElse(Map.of());
        return NodeServer.start(project, NodeProject.PACKAGE, SCRIPT, environment);
    }

    /** Where the DynamoDB API answers, e.g. {@code http://127.0.0.1:41235}. */
    public URI endpoint() {
        return server.endpoint();
    }

    @Override
    public void close() {
        server.close();
    }
}

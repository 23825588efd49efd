package io.durabledispatch.kinesalite;

import io.durabledispatch.dynalite.NodeProject;
import io.durabledispatch.dynalite.NodeServer;
import java.net.URI;
import java.util.Map;

/**
 * One kinesalite process on 127.0.0.1 ({@link NodeServer}), its streams in memory. Streams turn ACTIVE at once
 * (kinesalite waits half a second by default, which only slows tests down).
 */
public final class KinesaliteServer implements AutoCloseable {
    static final String PACKAGE = "kinesalite";
    private static final String SCRIPT = String.join(
            "\n",
            "const server = require('kinesalite')({ createStreamMs: 0, deleteStreamMs: 0, updateStreamMs: 0,"
                    + " shardLimit: 100 });",
            "server.listen(0, '127.0.0.1', () => console.log('" + NodeServer.PORT_LINE + "' + server.address().port));",
            NodeServer.EXIT_WITH_JVM);

    private final NodeServer server;

    private KinesaliteServer(NodeServer server) {
        this.server = server;
    }

    /** Starts kinesalite from {@code project}, running {@code npm ci} first if it is not installed. */
    public static KinesaliteServer start(NodeProject project) {
        return new KinesaliteServer(process(project));
    }

    static NodeServer process(NodeProject project) {
        return NodeServer.start(project, PACKAGE, SCRIPT, Map.of());
    }

    /** Where the Kinesis API answers, e.g. {@code http://127.0.0.1:41236}. */
    public URI endpoint() {
        return server.endpoint();
    }

    @Override
    public void close() {
        server.close();
    }
}

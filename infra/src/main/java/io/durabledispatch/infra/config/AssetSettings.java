package io.durabledispatch.infra.config;

import static io.durabledispatch.infra.config.ContextKeys.DISPATCHER_JAR;
import static io.durabledispatch.infra.config.ContextKeys.ROUTES_FILE;
import static io.durabledispatch.infra.config.ContextKeys.WORKFLOWS_JAR;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where the deployables and the route document are. Defaults are relative to the repository root, where
 * {@code cdk} runs; {@code ./mvnw verify} builds the jars first.
 */
public record AssetSettings(Path dispatcherJar, Path workflowsJar, Path routesFile) {
    public static final String DEFAULT_DISPATCHER_JAR = "dispatcher/target/dispatcher-0.1.0-SNAPSHOT-lambda.jar";
    public static final String DEFAULT_WORKFLOWS_JAR = "workflows/target/workflows-0.1.0-SNAPSHOT-lambda.jar";
    public static final String DEFAULT_ROUTES_FILE = "dispatcher/src/main/resources/routes/default-routes.json";

    /** Fails early, with the fix, when a jar has not been built or the route document is missing. */
    public AssetSettings requirePresent() {
        requireFile(dispatcherJar, DISPATCHER_JAR);
        requireFile(workflowsJar, WORKFLOWS_JAR);
        requireFile(routesFile, ROUTES_FILE);
        return this;
    }

    private static void requireFile(Path path, String contextKey) {
        if (!Files.exists(path)) {
            throw new IllegalStateException("Missing " + path.toAbsolutePath() + ": run `./mvnw -B verify` at the "
                    + "repository root first, or point CDK context '" + contextKey + "' at it.");
        }
    }

    static AssetSettings fromContext(ContextReader context) {
        return new AssetSettings(
                context.path(DISPATCHER_JAR, DEFAULT_DISPATCHER_JAR),
                context.path(WORKFLOWS_JAR, DEFAULT_WORKFLOWS_JAR),
                context.path(ROUTES_FILE, DEFAULT_ROUTES_FILE));
    }
}

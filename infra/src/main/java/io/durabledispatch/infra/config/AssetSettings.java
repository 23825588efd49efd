package io.durabledispatch.infra.config;

import static io.durabledispatch.infra.config.ContextKeys.DISPATCHER_JAR;
import static io.durabledispatch.infra.config.ContextKeys.ROUTES_FILE;
import static io.durabledispatch.infra.config.ContextKeys.WORKFLOWS_JAR;

import java.nio.file.Path;

/**
 * Where the deployables and the route document are. Defaults are relative to the repository root, where
 * {@code cdk} runs; {@code ./mvnw verify} builds the jars first.
 */
public record AssetSettings(Path dispatcherJar, Path workflowsJar, Path routesFile) {
    public static final String DEFAULT_DISPATCHER_JAR = "dispatcher/target/dispatcher-0.1.0-SNAPSHOT-lambda.jar";
    public static final String DEFAULT_WORKFLOWS_JAR = "workflows/target/workflows-0.1.0-SNAPSHOT-lambda.jar";
    public static final String DEFAULT_ROUTES_FILE = "dispatcher/src/main/resources/routes/default-routes.json";

    static AssetSettings fromContext(ContextReader context) {
        return new AssetSettings(
                context.path(DISPATCHER_JAR, DEFAULT_DISPATCHER_JAR),
                context.path(WORKFLOWS_JAR, DEFAULT_WORKFLOWS_JAR),
                context.path(ROUTES_FILE, DEFAULT_ROUTES_FILE));
    }
}

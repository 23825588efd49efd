package io.durabledispatch.infra.config;

import static io.durabledispatch.infra.config.ContextKeys.API_DOOR_JAR;
import static io.durabledispatch.infra.config.ContextKeys.DISPATCHER_JAR;
import static io.durabledispatch.infra.config.ContextKeys.ROUTES_FILE;
import static io.durabledispatch.infra.config.ContextKeys.WORKFLOWS_JAR;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Where the deployables and the route document are. Defaults are relative to the repository root, where
 * {@code cdk} runs; {@code ./mvnw verify} builds the jars first.
 *
 * @param dispatcherJar a dispatcher build of your own; by default the construct deploys the jar it bundles
 * @param apiDoorJar an HTTP door build of your own; by default the construct deploys the jar it bundles
 */
public record AssetSettings(
        Optional<Path> dispatcherJar, Optional<Path> apiDoorJar, Path workflowsJar, Path routesFile) {
    public static final String DEFAULT_WORKFLOWS_JAR = "workflows/target/workflows-0.1.0-SNAPSHOT-lambda.jar";
    public static final String DEFAULT_ROUTES_FILE = "dispatcher/src/main/resources/routes/default-routes.json";

    /** Fails early, with the fix, when a jar has not been built or the route document is missing. */
    public AssetSettings requirePresent() {
        dispatcherJar.ifPresent(jar -> requireFile(jar, DISPATCHER_JAR));
        apiDoorJar.ifPresent(jar -> requireFile(jar, API_DOOR_JAR));
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
                Optional.ofNullable(context.text(DISPATCHER_JAR, null)).map(Path::of),
                Optional.ofNullable(context.text(API_DOOR_JAR, null)).map(Path::of),
                context.path(WORKFLOWS_JAR, DEFAULT_WORKFLOWS_JAR),
                context.path(ROUTES_FILE, DEFAULT_ROUTES_FILE));
    }
}

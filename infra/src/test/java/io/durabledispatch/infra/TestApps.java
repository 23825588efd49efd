package io.durabledispatch.infra;

import io.durabledispatch.infra.config.ContextKeys;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import software.amazon.awscdk.App;

/**
 * Builds the real app for tests. The deployable jars need not exist: the assets point at small temp
 * directories. The route document is the real one the dispatcher ships.
 */
final class TestApps {
    static final Path ROUTES = Path.of("..", "dispatcher", "src", "main", "resources", "routes", "default-routes.json");

    private TestApps() {}

    static DurableDispatchStack compose(Path assets, Map<String, Object> context) {
        Map<String, Object> all = new HashMap<>();
        all.put(ContextKeys.DISPATCHER_JAR, assetDirectory(assets, "dispatcher"));
        all.put(ContextKeys.API_DOOR_JAR, assetDirectory(assets, "api-door"));
        all.put(ContextKeys.WORKFLOWS_JAR, assetDirectory(assets, "workflows"));
        all.put(ContextKeys.ROUTES_FILE, ROUTES.toString());
        all.putAll(context);
        return DurableDispatchApp.compose(App.Builder.create().context(all).build());
    }

    private static String assetDirectory(Path root, String name) {
        try {
            Path directory = Files.createDirectories(root.resolve(name));
            Files.writeString(directory.resolve("placeholder.txt"), name);
            return directory.toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

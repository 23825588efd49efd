package io.durabledispatch.localstack.builtin;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.routes.json.JsonMappers;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * The project's own CDK app ({@code infra/}) as synthesized, checked in as this module's resource: its template,
 * asset manifest and manifest, with each asset's content hash replaced by its role (infra's
 * {@code BuiltInAssemblyTest} keeps them equal to a fresh synth). {@link #materialize} writes them out as a cloud
 * assembly whose three code assets are this build's jars, for the same reader as {@code up --app}.
 */
public final class BuiltInApp {
    static final String RESOURCES = "/io/durabledispatch/localstack/builtin/assembly/";
    static final List<String> FILES =
            List.of("manifest.json", "DurableDispatch.assets.json", "DurableDispatch.template.json");
    static final String DISPATCHER_ASSET = "asset.dispatcher.jar";
    static final String WORKFLOWS_ASSET = "asset.workflows.jar";
    static final String API_ASSET = "asset.api.jar";

    private BuiltInApp() {}

    /** Writes the assembly into {@code directory} (a {@code cdk.out}) with its assets linked to {@code jars}. */
    public static Path materialize(Path directory, BuildJars jars) {
        try {
            Files.createDirectories(directory);
            for (String file : FILES) {
                try (InputStream in = BuiltInApp.class.getResourceAsStream(RESOURCES + file)) {
                    if (in == null) throw new IllegalStateException("missing resource " + RESOURCES + file);
                    Files.copy(in, directory.resolve(file), StandardCopyOption.REPLACE_EXISTING);
                }
            }
            link(directory.resolve(DISPATCHER_ASSET), jars.dispatcher());
            link(directory.resolve(WORKFLOWS_ASSET), jars.workflows());
            link(directory.resolve(API_ASSET), jars.api());
            return directory;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the built-in app's assembly to " + directory, e);
        }
    }

    /**
     * The local URL of the queue a stack output names ({@code MainQueueUrl}, ...), read from the checked-in
     * template without starting anything: its {@code QueueName}, else its logical id, as {@code up} creates it.
     */
    public static String queueUrl(String output, URI sqsEndpoint, String accountId) {
        try (InputStream in = BuiltInApp.class.getResourceAsStream(RESOURCES + FILES.get(2))) {
            JsonNode template = JsonMappers.plain().readTree(in);
            String queue = template.path("Outputs")
                    .path(output)
                    .path("Value")
                    .path("Ref")
                    .asText(null);
            if (queue == null) throw new IllegalStateException("the built-in app has no queue output " + output);
            String name = template.path("Resources")
                    .path(queue)
                    .path("Properties")
                    .path("QueueName")
                    .asText(queue);
            return endpoint(sqsEndpoint) + "/" + accountId + "/" + name;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the built-in app's template", e);
        }
    }

    private static String endpoint(URI sqsEndpoint) {
        return sqsEndpoint.toString().replaceAll("/+$", "");
    }

    /** A link where the file system has them; else a copy. */
    private static void link(Path asset, Path jar) throws IOException {
        Files.deleteIfExists(asset);
        try {
            Files.createSymbolicLink(asset, jar.toAbsolutePath());
        } catch (UnsupportedOperationException | IOException noLinks) {
            Files.copy(jar, asset);
        }
    }
}

package io.durabledispatch.infra.builtin;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.infra.DurableDispatchApp;
import io.durabledispatch.infra.config.ContextKeys;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awscdk.App;

/**
 * The local stack's built-in app is this app as synthesized: its checked-in assembly (local-stack's resources,
 * normalized by {@link NormalizedAssembly}) must equal a fresh synth. With {@code -Dbuiltin.assembly.update=true}
 * the test writes the fresh one instead.
 */
class BuiltInAssemblyTest {
    static final Path CHECKED_IN = Path.of(
            "..",
            "local-stack",
            "src",
            "main",
            "resources",
            "io",
            "durabledispatch",
            "localstack",
            "builtin",
            "assembly");
    static final String REGENERATE = "./mvnw -B -q test -pl infra -am -Dtest=BuiltInAssemblyTest"
            + " -Dsurefire.failIfNoSpecifiedTests=false -Dbuiltin.assembly.update=true";
    private static final Path ROUTES =
            Path.of("..", "dispatcher", "src", "main", "resources", "routes", "default-routes.json");

    @TempDir
    Path work;

    @Test
    void theCheckedInAssemblyIsAFreshSynthOfTheApp() throws IOException {
        Map<String, String> fresh = NormalizedAssembly.of(synthesize());
        if (Boolean.getBoolean("builtin.assembly.update")) write(fresh);
        fresh.forEach((file, content) -> assertThat(read(CHECKED_IN.resolve(file)))
                .as("%s is not what infra synthesizes now; regenerate it: %s", CHECKED_IN.resolve(file), REGENERATE)
                .isEqualTo(content));
    }

    /**
     * As {@code npx cdk synth} runs the app: the context the CDK CLI passes (path and asset metadata), three small
     * jars of different content standing in for the deployables (their hashes are normalized away).
     */
    private Path synthesize() throws IOException {
        Path out = Files.createDirectories(work.resolve("cdk.out"));
        App app = App.Builder.create()
                .outdir(out.toString())
                .context(Map.of(
                        "aws:cdk:enable-path-metadata",
                        true,
                        "aws:cdk:enable-asset-metadata",
                        true,
                        ContextKeys.DISPATCHER_JAR,
                        placeholderJar("dispatcher"),
                        ContextKeys.API_DOOR_JAR,
                        placeholderJar("api-door"),
                        ContextKeys.WORKFLOWS_JAR,
                        placeholderJar("workflows"),
                        ContextKeys.ROUTES_FILE,
                        ROUTES.toString()))
                .build();
        DurableDispatchApp.compose(app);
        app.synth();
        return out;
    }

    private String placeholderJar(String name) throws IOException {
        Path jar = work.resolve(name + ".jar");
        try (var zip = new java.util.zip.ZipOutputStream(Files.newOutputStream(jar))) {
            zip.putNextEntry(new java.util.zip.ZipEntry(name + ".txt"));
            zip.write(name.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            zip.closeEntry();
        }
        return jar.toString();
    }

    private static void write(Map<String, String> files) throws IOException {
        Files.createDirectories(CHECKED_IN);
        for (var file : files.entrySet()) Files.writeString(CHECKED_IN.resolve(file.getKey()), file.getValue());
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException missing) {
            return "(missing: " + missing.getMessage() + ")";
        }
    }
}

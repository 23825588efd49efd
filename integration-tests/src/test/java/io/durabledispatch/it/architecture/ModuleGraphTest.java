package io.durabledispatch.it.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The module graph goes one way: every module depends only on modules of a lower layer, the emulators sit at the
 * bottom of the local toolkit, and what a team puts in its own tests drags in no CLI, console or sample.
 */
class ModuleGraphTest {
    /** Layer by module; a module may depend (in any scope) only on modules of a strictly lower layer. */
    private static final Map<String, Integer> LAYERS = Map.ofEntries(
            Map.entry("routes", 0),
            Map.entry("tables", 0),
            Map.entry("durable-runtime", 0),
            Map.entry("dispatch-settings", 1),
            Map.entry("dispatch-core", 1),
            Map.entry("dynalite", 1),
            Map.entry("kinesalite", 2), // shares dynalite's Node.js process plumbing
            Map.entry("durable-service", 1),
            Map.entry("dispatch-aws", 2),
            Map.entry("dispatcher", 3),
            Map.entry("api-door", 3),
            Map.entry("stream-door", 3),
            Map.entry("workflows", 2),
            Map.entry("local-fixtures", 2),
            Map.entry("local-emulators", 3),
            Map.entry("cdk-construct", 4),
            Map.entry("local-stack", 5),
            Map.entry("dispatch-ops", 5),
            Map.entry("infra", 5),
            Map.entry("local-demo", 6),
            Map.entry("local-console", 7),
            Map.entry("local-cli", 8),
            Map.entry("integration-tests", 9),
            Map.entry("benchmarks", 9));

    private static final ModuleGraph GRAPH = ModuleGraph.read(repositoryRoot());

    @Test
    void everyModule_hasALayer() {
        assertThat(LAYERS.keySet()).containsAll(GRAPH.dependencies().keySet());
    }

    @Test
    void everyDependency_pointsToALowerLayer() {
        List<String> upward = GRAPH.dependencies().entrySet().stream()
                .flatMap(e -> e.getValue().stream()
                        .filter(to -> layer(to) >= layer(e.getKey()))
                        .map(to -> e.getKey() + " -> " + to))
                .toList();

        assertThat(upward).as("dependencies that do not point down").isEmpty();
    }

    @Test
    void theAdmissionCore_reachesOnlyTheRouteDocument() {
        assertThat(GRAPH.reachableFrom("dispatch-core")).containsExactly("routes");
    }

    @Test
    void theDoors_shareTheCore_andNeverReachEachOther() {
        assertThat(GRAPH.reachableFrom("api-door"))
                .contains("dispatch-core", "dispatch-aws")
                .doesNotContain("dispatcher");
        assertThat(GRAPH.reachableFrom("dispatcher")).doesNotContain("api-door");
    }

    @Test
    void theAdmissionCore_hasNoAwsSdkDependency() {
        assertThat(GRAPH.externalDependencies("dispatch-core"))
                .as("the core is plain Java; the SDK adapters are dispatch-aws")
                .noneMatch(dependency -> dependency.startsWith("software.amazon.awssdk:"))
                .noneMatch(dependency -> dependency.startsWith("com.amazonaws:"));
        assertThat(GRAPH.externalDependencies("routes"))
                .noneMatch(dependency -> dependency.startsWith("software.amazon.awssdk:"));
    }

    @Test
    void theAdmissionCore_importsNoAwsSdk() throws IOException {
        Path sources = repositoryRoot().resolve("dispatch-core/src/main/java");
        try (Stream<Path> files = Files.walk(sources)) {
            List<String> importing = files.filter(file -> file.toString().endsWith(".java"))
                    .filter(ModuleGraphTest::importsAws)
                    .map(file -> sources.relativize(file).toString())
                    .toList();
            assertThat(importing)
                    .as("dispatch-core sources importing AWS classes")
                    .isEmpty();
        }
    }

    private static boolean importsAws(Path file) {
        try {
            String text = Files.readString(file);
            return text.contains("import software.amazon.") || text.contains("import com.amazonaws.");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void theSdkAdapters_areBelowEveryDoor() {
        assertThat(GRAPH.reachableFrom("dispatch-aws"))
                .containsExactlyInAnyOrder("dispatch-core", "dispatch-settings", "routes");
        assertThat(GRAPH.reachableFrom("dispatcher")).contains("dispatch-core", "dispatch-aws");
    }

    @Test
    void theStreamDoor_sharesTheCoreAndAdapters_butNotTheSqsDoor() {
        assertThat(GRAPH.reachableFrom("stream-door"))
                .contains("dispatch-core", "dispatch-aws")
                .doesNotContain("dispatcher");
    }

    @Test
    void theEmulators_dependOnlyOnTheDurableProtocolAndTheRoutesArns() {
        assertThat(GRAPH.reachableFrom("local-emulators"))
                .containsExactlyInAnyOrder("routes", "durable-runtime", "durable-service");
    }

    @Test
    void theOperatorLibrary_worksAgainstRealAws_withNoEmulatorOnItsClasspath() {
        assertThat(GRAPH.reachableFrom("dispatch-ops"))
                .doesNotContain(
                        "local-emulators", "local-stack", "local-console", "local-cli", "local-demo", "workflows");
    }

    @Test
    void onlyTheCli_dependsOnTheConsole() {
        List<String> dependents = GRAPH.dependencies().entrySet().stream()
                .filter(e ->
                        e.getValue().contains("local-console") || e.getValue().contains("local-cli"))
                .map(Map.Entry::getKey)
                .toList();

        assertThat(dependents).containsOnly("local-cli", "integration-tests");
    }

    private static int layer(String module) {
        return LAYERS.getOrDefault(module, Integer.MAX_VALUE);
    }

    private static Path repositoryRoot() {
        Path here = Path.of("").toAbsolutePath();
        return here.resolve("pom.xml").toFile().exists()
                        && here.resolve("integration-tests").toFile().isDirectory()
                ? here
                : here.getParent();
    }
}

package io.durabledispatch.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What ships to Lambda is only what runs there: each shaded deployment jar holds its handlers and nothing from
 * the emulators, the in-process durable service, the test harness, the tests or the test tools. Runs after the
 * package phase (failsafe), on the jars of this build copied by the dependency plugin.
 */
class LambdaJarContentsIT {
    private static final List<String> FORBIDDEN_PREFIXES = List.of(
            "io/durabledispatch/emulators/",
            "io/durabledispatch/localstack/",
            "io/durabledispatch/ops/",
            "io/durabledispatch/console/",
            "io/durabledispatch/cli/",
            "io/durabledispatch/demo/",
            "io/durabledispatch/durableservice/", // in-process durable service and test harness
            "io/durabledispatch/dynalite/", // starts the local DynamoDB server
            "io/durabledispatch/it/",
            "io/durabledispatch/benchmarks/",
            "org/elasticmq/",
            "picocli/",
            "org/openqa/selenium/",
            "org/junit/",
            "org/assertj/",
            "com/amazonaws/services/lambda/runtime/tests/");

    private static Set<String> testClasses;

    @BeforeAll
    static void collectTestClasses() throws IOException {
        Path root = Path.of(System.getProperty("it.repo.root"));
        try (Stream<Path> modules = Files.list(root)) {
            testClasses = modules.map(module -> module.resolve("target/test-classes"))
                    .filter(Files::isDirectory)
                    .flatMap(LambdaJarContentsIT::classFiles)
                    .collect(Collectors.toSet());
        }
    }

    @Test
    void workflowsJar_holdsTheWorkflowHandlersOnTheRuntime_andNoEmulatorServiceOrTestCode() throws IOException {
        Set<String> entries = entries("workflows-lambda.jar");

        assertThat(entries)
                .contains(
                        "io/durabledispatch/workflows/order/OrderWorkflow.class",
                        "io/durabledispatch/workflows/points/PointsWorkflow.class",
                        "io/durabledispatch/workflows/catalog/CatalogWorkflow.class",
                        "io/durabledispatch/runtime/DurableHandler.class");
        assertOnlyLambdaCode(entries, "io/durabledispatch/workflows/");
    }

    @Test
    void dispatcherJar_holdsTheDispatchHandler_andNoEmulatorServiceOrTestCode() throws IOException {
        Set<String> entries = entries("dispatcher-lambda.jar");

        assertThat(entries)
                .contains(
                        "io/durabledispatch/dispatcher/DispatchHandler.class",
                        "io/durabledispatch/core/plan/Planner.class",
                        "io/durabledispatch/aws/LambdaDurableStarter.class");
        assertOnlyLambdaCode(entries, "io/durabledispatch/dispatcher/");
    }

    @ParameterizedTest
    @ValueSource(strings = {"dispatcher-lambda.jar", "workflows-lambda.jar"})
    void eachLambdaJar_bindsTheSdksSlf4jLogging_soAColdStartPrintsNoMissingBindingWarning(String jar)
            throws IOException {
        Set<String> entries = entries(jar);

        assertThat(entries)
                .as("SLF4J 2 finds its binding through this service file; 1.7 looked for StaticLoggerBinder")
                .contains("META-INF/services/org.slf4j.spi.SLF4JServiceProvider", "simplelogger.properties")
                .doesNotContain("org/slf4j/impl/StaticLoggerBinder.class");
        assertThat(read(jar, "META-INF/maven/org.slf4j/slf4j-api/pom.properties"))
                .as("the one SLF4J API in the jar")
                .contains("version=2.");
    }

    private static void assertOnlyLambdaCode(Set<String> entries, String modulePackage) {
        assertThat(entries)
                .as("emulator, durable-service, test or test-tool classes in a Lambda jar")
                .filteredOn(entry -> FORBIDDEN_PREFIXES.stream().anyMatch(entry::startsWith))
                .isEmpty();
        // Guards the next check against passing on an empty set: the module's own tests were compiled.
        assertThat(testClasses).anyMatch(testClass -> testClass.startsWith(modulePackage));
        assertThat(entries)
                .as("classes compiled from a src/test folder in a Lambda jar")
                .doesNotContainAnyElementsOf(testClasses);
    }

    private static Set<String> entries(String jarName) throws IOException {
        Path jar = Path.of(System.getProperty("it.lambda.jars"), jarName);
        assertThat(jar).as("copied from the package phase by ./mvnw verify").isRegularFile();
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            return zip.stream().map(ZipEntry::getName).collect(Collectors.toSet());
        }
    }

    private static String read(String jarName, String entry) throws IOException {
        Path jar = Path.of(System.getProperty("it.lambda.jars"), jarName);
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            ZipEntry found = zip.getEntry(entry);
            assertThat(found).as(entry + " in " + jarName).isNotNull();
            return new String(zip.getInputStream(found).readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
    }

    private static Stream<String> classFiles(Path testClassesDir) {
        try (Stream<Path> files = Files.walk(testClassesDir)) {
            return files
                    .filter(file -> file.toString().endsWith(".class"))
                    .map(file -> testClassesDir.relativize(file).toString().replace('\\', '/'))
                    .toList()
                    .stream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

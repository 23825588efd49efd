package io.durabledispatch.localstack.builtin;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

/**
 * The deployment jars the built-in app's functions run, from this build: the dispatcher's and the HTTP door's shaded
 * jars and the workflows' Lambda jar, under the repository root ({@value #ROOT_PROPERTY}, else the nearest folder above the
 * working directory that holds {@code cdk.json}).
 */
public record BuildJars(Path dispatcher, Path api, Path workflows) {
    public static final String ROOT_PROPERTY = "durable-dispatch.root";
    static final String BUILD = "./mvnw -B -q -DskipTests package -pl local-cli -am";

    public static BuildJars find() {
        return find(System::getProperty, Path.of("").toAbsolutePath());
    }

    static BuildJars find(UnaryOperator<String> properties, Path workingDirectory) {
        String explicit = properties.apply(ROOT_PROPERTY);
        Path root = explicit != null && !explicit.isBlank()
                ? Path.of(explicit)
                : upwards(workingDirectory)
                        .orElseThrow(() -> new BuiltInUnavailable("the built-in app runs this repository's Lambda"
                                + " jars, but no cdk.json was found above " + workingDirectory + ": run it from the"
                                + " repository, or set -D" + ROOT_PROPERTY));
        return new BuildJars(jar(root, "dispatcher"), jar(root, "api-door"), jar(root, "workflows"));
    }

    private static Optional<Path> upwards(Path start) {
        for (Path dir = start; dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("cdk.json"))) return Optional.of(dir);
        }
        return Optional.empty();
    }

    /** The newest {@code MODULE/target/MODULE-*-lambda.jar}. */
    private static Path jar(Path root, String module) {
        Path target = root.resolve(module).resolve("target");
        try (Stream<Path> files = Files.isDirectory(target) ? Files.list(target) : Stream.empty()) {
            return files.filter(f -> f.getFileName().toString().matches(module + "-.*-lambda\\.jar"))
                    .max(Comparator.comparing(BuildJars::modified))
                    .orElseThrow(() -> new BuiltInUnavailable("the built-in app runs " + module + "'s Lambda jar, but "
                            + target + " has none: build it with " + BUILD));
        } catch (IOException e) {
            throw new BuiltInUnavailable("cannot list " + target + ": " + e.getMessage());
        }
    }

    private static long modified(Path file) {
        try {
            return Files.getLastModifiedTime(file).toMillis();
        } catch (IOException e) {
            return 0;
        }
    }
}

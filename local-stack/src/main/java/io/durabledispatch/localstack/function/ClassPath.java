package io.durabledispatch.localstack.function;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * A Lambda Java deployment package as a class path: the root of the jar, zip or folder, plus every
 * {@code lib/*.jar} inside it (Lambda's layout for dependencies). Jars nested in a jar are extracted to a
 * temporary folder, since a class loader cannot read a jar inside a jar.
 */
final class ClassPath {
    private ClassPath() {}

    static URL[] of(Path code) {
        List<URL> urls = new ArrayList<>();
        urls.add(url(code));
        if (Files.isDirectory(code)) {
            urls.addAll(libraries(code.resolve("lib")));
        } else {
            urls.addAll(nestedLibraries(code));
        }
        return urls.toArray(URL[]::new);
    }

    /** Whether {@code className}'s class file is in the asset's root (where Lambda looks for the handler). */
    static boolean contains(Path code, String className) {
        String entry = className.replace('.', '/') + ".class";
        if (Files.isDirectory(code)) return Files.isRegularFile(code.resolve(entry));
        try (ZipFile zip = new ZipFile(code.toFile())) {
            return zip.getEntry(entry) != null;
        } catch (IOException e) {
            return false;
        }
    }

    private static List<URL> libraries(Path lib) {
        if (!Files.isDirectory(lib)) return List.of();
        try (Stream<Path> jars = Files.list(lib)) {
            return jars.filter(p -> p.toString().endsWith(".jar"))
                    .sorted()
                    .map(ClassPath::url)
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<URL> nestedLibraries(Path archive) {
        try (ZipFile zip = new ZipFile(archive.toFile())) {
            List<? extends ZipEntry> nested = zip.stream()
                    .filter(e -> e.getName().startsWith("lib/") && e.getName().endsWith(".jar"))
                    .toList();
            if (nested.isEmpty()) return List.of();
            Path folder = Files.createTempDirectory("durable-dispatch-lib-");
            folder.toFile().deleteOnExit();
            List<URL> urls = new ArrayList<>();
            for (ZipEntry entry : nested) {
                Path target =
                        folder.resolve(Path.of(entry.getName()).getFileName().toString());
                try (InputStream in = zip.getInputStream(entry)) {
                    Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
                }
                target.toFile().deleteOnExit();
                urls.add(url(target));
            }
            return urls;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + archive, e);
        }
    }

    private static URL url(Path path) {
        try {
            return path.toAbsolutePath().toUri().toURL();
        } catch (MalformedURLException e) {
            throw new IllegalArgumentException(path.toString(), e);
        }
    }
}

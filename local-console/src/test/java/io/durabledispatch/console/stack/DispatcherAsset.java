package io.durabledispatch.console.stack;

import io.durabledispatch.dispatcher.DispatchHandler;
import io.durabledispatch.routes.RouteTable;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * The dispatcher as a Lambda asset folder, built from this test's class path: the dispatcher's and the route
 * module's classes at its root (where Lambda looks for the handler), every jar of the class path under
 * {@code lib/} (linked, not copied). Whether the modules come as class folders or jars depends on the build phase.
 */
final class DispatcherAsset {
    private DispatcherAsset() {}

    static Path in(Path folder) {
        try {
            Path asset = Files.createDirectories(folder.resolve("asset.dispatcher"));
            for (Class<?> module : List.of(DispatchHandler.class, RouteTable.class)) {
                copyInto(asset, origin(module));
            }
            Path lib = Files.createDirectories(asset.resolve("lib"));
            List<Path> jars = Arrays.stream(
                            System.getProperty("java.class.path").split(File.pathSeparator))
                    .map(Path::of)
                    .filter(p -> p.toString().endsWith(".jar") && Files.isRegularFile(p))
                    .toList();
            for (int i = 0; i < jars.size(); i++) {
                Path jar = jars.get(i).toAbsolutePath();
                Files.createSymbolicLink(lib.resolve(i + "-" + jar.getFileName()), jar);
            }
            return asset;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path origin(Class<?> type) {
        try {
            return Path.of(
                    type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void copyInto(Path asset, Path classes) throws IOException {
        if (Files.isDirectory(classes)) {
            try (Stream<Path> files = Files.walk(classes)) {
                for (Path file : files.filter(Files::isRegularFile).toList()) {
                    Path target = asset.resolve(classes.relativize(file).toString());
                    Files.createDirectories(target.getParent());
                    Files.copy(file, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
            return;
        }
        try (InputStream in = Files.newInputStream(classes);
                ZipInputStream zip = new ZipInputStream(in)) {
            for (ZipEntry entry; (entry = zip.getNextEntry()) != null; ) {
                Path target = asset.resolve(entry.getName()).normalize();
                if (entry.isDirectory() || !target.startsWith(asset)) continue;
                Files.createDirectories(target.getParent());
                Files.copy(zip, target, StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }
}

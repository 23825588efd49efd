package io.durabledispatch.localstack.app;

import io.durabledispatch.aws.AwsClients;
import io.durabledispatch.core.admission.Admission;
import io.durabledispatch.dispatcher.DispatchHandler;
import io.durabledispatch.routes.RouteTable;
import io.durabledispatch.settings.SettingsTable;
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
 * A Lambda asset folder built from a test's class path, as {@code cdk synth} would leave one in {@code cdk.out}:
 * classes at its root, where Lambda looks for the handler. Whether a module's classes come as a class folder or a
 * jar depends on the build phase; both are read.
 */
public final class ClassPathAsset {
    private ClassPathAsset() {}

    /**
     * Every class of the modules that hold {@code modules}, and every jar of the class path under {@code lib/}
     * (linked, not copied): a function with all its dependencies.
     */
    public static Path withModules(Path folder, String name, List<Class<?>> modules) {
        try {
            Path asset = Files.createDirectories(folder.resolve(name));
            for (Class<?> module : modules) copyInto(asset, origin(module), null);
            linkJars(Files.createDirectories(asset.resolve("lib")));
            return asset;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The dispatcher's asset, {@code asset.dispatcher}: its module and the project modules it needs, and the jars.
     * The admission core and the SDK adapters are named too: in a build that stops before {@code package} they are
     * class folders, not jars under {@code lib/}.
     */
    public static Path dispatcher(Path folder) {
        return withModules(
                folder,
                "asset.dispatcher",
                List.of(
                        DispatchHandler.class,
                        RouteTable.class,
                        SettingsTable.class,
                        Admission.class,
                        AwsClients.class));
    }

    /** Only {@code handler}'s class file: a function that needs nothing the local stack does not give it. */
    public static Path withClass(Path folder, String name, Class<?> handler) {
        try {
            Path asset = Files.createDirectories(folder.resolve(name));
            copyInto(asset, origin(handler), handler);
            return asset;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void linkJars(Path lib) throws IOException {
        List<Path> jars = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .map(Path::of)
                .filter(p -> p.toString().endsWith(".jar") && Files.isRegularFile(p))
                .toList();
        for (int i = 0; i < jars.size(); i++) {
            Path jar = jars.get(i).toAbsolutePath();
            Files.createSymbolicLink(lib.resolve(i + "-" + jar.getFileName()), jar);
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

    /** Every class of {@code classes} (a folder or a jar), or only {@code only}'s class file when given. */
    private static void copyInto(Path asset, Path classes, Class<?> only) throws IOException {
        String onlyEntry = only == null ? null : only.getName().replace('.', '/') + ".class";
        if (Files.isDirectory(classes)) {
            try (Stream<Path> files = Files.walk(classes)) {
                for (Path file : files.filter(Files::isRegularFile).toList()) {
                    String entry = classes.relativize(file).toString().replace(File.separatorChar, '/');
                    if (onlyEntry == null || onlyEntry.equals(entry)) copy(file, asset.resolve(entry));
                }
            }
            return;
        }
        try (InputStream in = Files.newInputStream(classes);
                ZipInputStream zip = new ZipInputStream(in)) {
            for (ZipEntry entry; (entry = zip.getNextEntry()) != null; ) {
                Path target = asset.resolve(entry.getName()).normalize();
                if (entry.isDirectory() || !target.startsWith(asset)) continue;
                if (onlyEntry != null && !onlyEntry.equals(entry.getName())) continue;
                Files.createDirectories(target.getParent());
                Files.copy(zip, target, StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }

    private static void copy(Path file, Path target) throws IOException {
        Files.createDirectories(target.getParent());
        Files.copy(file, target, StandardCopyOption.REPLACE_EXISTING);
    }
}

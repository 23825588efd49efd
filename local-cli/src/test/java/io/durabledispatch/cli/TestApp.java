package io.durabledispatch.cli;

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
 * The app of {@code app.template.json} in a folder, as {@code cdk synth} would leave it: a construct-like dispatcher
 * (the real {@code DispatchHandler}, its routes an {@code Fn::Join} over a {@code Ref}), its queues, and one
 * durable function. The dispatcher's asset is built from this test's class path: the classes of the dispatcher and the
 * modules it needs (routes, settings) at its root, every jar of the class path under {@code lib/} (linked, not copied).
 */
final class TestApp {
    private TestApp() {}

    static Path template(Path folder) {
        try {
            Path template = folder.resolve("app.template.json");
            try (InputStream in = TestApp.class.getResourceAsStream("app.template.json")) {
                Files.copy(in, template, StandardCopyOption.REPLACE_EXISTING);
            }
            Path invoices = Files.createDirectories(folder.resolve("asset.invoices"));
            copyInto(invoices, origin(InstantWorkflow.class), InstantWorkflow.class);
            Path dispatcher = Files.createDirectories(folder.resolve("asset.dispatcher"));
            for (Class<?> module : List.of(DispatchHandler.class, RouteTable.class, SettingsTable.class)) {
                copyInto(dispatcher, origin(module), null);
            }
            linkJars(Files.createDirectories(dispatcher.resolve("lib")));
            return template;
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
                    if (onlyEntry != null && !onlyEntry.equals(entry)) continue;
                    Path target = asset.resolve(entry);
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
                if (onlyEntry != null && !onlyEntry.equals(entry.getName())) continue;
                Files.createDirectories(target.getParent());
                Files.copy(zip, target, StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }
}

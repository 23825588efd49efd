package io.durabledispatch.localstack.template;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarOutputStream;
import java.util.zip.ZipEntry;

/** The handwritten templates next to these tests, copied into a folder with the assets they name. */
final class Fixtures {
    static final LocalAccount ACCOUNT = new LocalAccount("us-east-1", "000000000000", "http://127.0.0.1:9999");

    private Fixtures() {}

    /** A cdk.out-like folder: manifest, asset manifest, the template, a jar asset and a folder asset. */
    static Path assembly(Path folder) {
        copy("manifest.json", folder);
        copy("stack.assets.json", folder);
        copy("stack.template.json", folder);
        copy("Orders.metadata.json", folder);
        emptyJar(folder.resolve("asset.workflow.jar"));
        try {
            Files.createDirectories(folder.resolve("asset.consumer"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return folder;
    }

    /** A template fixture with {@code edit} applied to its text, written into {@code folder}. */
    static Path template(Path folder, String fixture, java.util.function.UnaryOperator<String> edit) {
        assembly(folder);
        Path file = folder.resolve(fixture);
        try {
            Files.writeString(file, edit.apply(Files.readString(file)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return file;
    }

    static void emptyJar(Path file) {
        try (JarOutputStream jar = new JarOutputStream(Files.newOutputStream(file))) {
            jar.putNextEntry(new ZipEntry("META-INF/"));
            jar.closeEntry();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void copy(String name, Path folder) {
        try (InputStream in = Fixtures.class.getResourceAsStream(name)) {
            if (in == null) throw new IllegalStateException("missing fixture " + name);
            Files.copy(in, folder.resolve(name), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

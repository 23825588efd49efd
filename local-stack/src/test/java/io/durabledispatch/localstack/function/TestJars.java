package io.durabledispatch.localstack.function;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarOutputStream;
import java.util.zip.ZipEntry;

/** Writes a deployment jar holding the given compiled test classes (and their nested classes). */
public final class TestJars {
    private TestJars() {}

    public static Path of(Path jar, Class<?>... classes) {
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            for (Class<?> type : classes) {
                String entry = type.getName().replace('.', '/') + ".class";
                try (InputStream in = type.getClassLoader().getResourceAsStream(entry)) {
                    out.putNextEntry(new ZipEntry(entry));
                    in.transferTo(out);
                    out.closeEntry();
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return jar;
    }
}

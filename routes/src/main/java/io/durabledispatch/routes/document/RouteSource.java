package io.durabledispatch.routes.document;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Resolves a route document spec to the document's text: {@code classpath:<resource>}, inline JSON, or a file.
 * The spec is what the dispatcher's ROUTES variable holds (the CLI's --routes takes the same), so errors name it.
 */
final class RouteSource {
    private static final String SPEC = "ROUTES";
    private static final String CLASSPATH = "classpath:";

    private RouteSource() {}

    static String read(String spec) {
        String value = spec.strip();
        if (value.startsWith(CLASSPATH)) return classpath(value.substring(CLASSPATH.length()));
        if (value.startsWith("{")) return value;
        try {
            return Files.readString(Path.of(value), StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            throw new RouteDocumentException(SPEC + ": cannot read file '" + value + "'", e);
        }
    }

    private static String classpath(String resource) {
        String name = resource.startsWith("/") ? resource.substring(1) : resource;
        try (InputStream in = RouteSource.class.getClassLoader().getResourceAsStream(name)) {
            if (in == null) {
                throw new RouteDocumentException(SPEC + ": no classpath resource '" + name + "'");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new RouteDocumentException(SPEC + ": cannot read resource '" + name + "'", e);
        }
    }
}

package io.durabledispatch.it.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** One Markdown page of the repository's documentation: where it is and what it says. */
record DocPage(Path root, Path file, String text) {
    /** The root README and every page under docs/, in path order. */
    static List<DocPage> all(Path root) {
        try (Stream<Path> docs = Files.walk(root.resolve("docs"))) {
            Stream<Path> pages = Stream.concat(
                    Stream.of(root.resolve("README.md")),
                    docs.filter(p -> p.toString().endsWith(".md")).sorted());
            return pages.map(file -> read(root, file)).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static DocPage read(Path root, Path file) {
        try {
            return new DocPage(root, file, Files.readString(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The page's path from the repository root, with forward slashes, for messages. */
    String name() {
        return root.relativize(file).toString().replace('\\', '/');
    }

    /**
     * The repository root: the parent of this module's basedir (Surefire sets {@code basedir}; a run from an IDE
     * starts in the module's folder).
     */
    static Path repositoryRoot() {
        Path module = Path.of(System.getProperty("basedir", System.getProperty("user.dir")));
        return module.toAbsolutePath().normalize().getParent();
    }
}

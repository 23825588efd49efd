package io.durabledispatch.it.httpapi;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Hands every suite of this package the same {@link DoorStack}: the first suite that asks starts it, and the run
 * closes it at its end. Starting the stack (two doors, three functions, dynalite) is the slow part of a suite.
 */
final class SharedDoorStack implements ParameterResolver {
    private static final ExtensionContext.Namespace SPACE = ExtensionContext.Namespace.create(SharedDoorStack.class);

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == DoorStack.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return context.getRoot().getStore(SPACE).getOrComputeIfAbsent("stack", key -> started(), Started.class).stack;
    }

    /** The stack and its folder of template and jars, removed when the run closes the stack. */
    private record Started(DoorStack stack, Path folder) implements AutoCloseable {
        @Override
        public void close() {
            stack.close();
            try (Stream<Path> files = Files.walk(folder)) {
                files.sorted(Comparator.reverseOrder())
                        .forEach(file -> file.toFile().delete());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private static Started started() {
        try {
            Path folder = Files.createTempDirectory("door-stack");
            return new Started(DoorStack.start(folder), folder);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

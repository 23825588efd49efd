package io.durabledispatch.workflows;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/** Reads the shared contract fixtures at the repository root (contracts/<workflow>.json), never a copy. */
public final class Contracts {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path DIRECTORY = Path.of("..", "contracts");

    private Contracts() {}

    /** The exact canonical input the dispatcher starts the workflow with. */
    public static String canonicalInput(String workflow) {
        try {
            return JSON.readTree(DIRECTORY.resolve(workflow + ".json").toFile())
                    .get("canonicalInput")
                    .asText();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static <T> T input(String workflow, Class<T> type) {
        try {
            return JSON.readValue(canonicalInput(workflow), type);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

package io.durabledispatch.benchmarks.coldstart;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/** Counts the classes a cold start loads, by library, from a {@code -Xlog:class+load} file. */
final class ClassLoadCensus {
    private static final List<String> LIBRARIES = List.of(
            "software.amazon.awssdk",
            "com.fasterxml.jackson",
            "com.amazonaws",
            "io.durabledispatch",
            "org.",
            "java.",
            "javax.",
            "jdk.",
            "sun.",
            "com.sun.");

    private ClassLoadCensus() {}

    static Map<String, Long> count(Path log) throws IOException {
        Map<String, Long> counts = new TreeMap<>();
        try (Stream<String> lines = Files.lines(log)) {
            lines.filter(line -> line.contains("source:")).forEach(line -> counts.merge(library(line), 1L, Long::sum));
        }
        return counts;
    }

    /** A line looks like {@code [0.012s][info][class,load] java.lang.Object source: shared objects file}. */
    private static String library(String line) {
        String rest = line.substring(line.indexOf("] ", line.indexOf("class,load")) + 2);
        String className = rest.substring(0, rest.indexOf(' '));
        String origin = rest.contains("shared objects file") ? " (CDS)" : "";
        return LIBRARIES.stream().filter(className::startsWith).findFirst().orElse("other") + origin;
    }
}

package io.durabledispatch.benchmarks;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** {@code --name=value} command-line options with defaults. */
public final class Args {
    private final Map<String, String> values = new HashMap<>();

    public Args(String[] args) {
        for (String arg : args) {
            if (!arg.startsWith("--") || !arg.contains("="))
                throw new IllegalArgumentException("expected --name=value: " + arg);
            values.put(arg.substring(2, arg.indexOf('=')), arg.substring(arg.indexOf('=') + 1));
        }
    }

    public String text(String name, String fallback) {
        return values.getOrDefault(name, fallback);
    }

    public int integer(String name, int fallback) {
        return Integer.parseInt(text(name, Integer.toString(fallback)));
    }

    public List<Integer> integers(String name, String fallback) {
        return Arrays.stream(text(name, fallback).split(","))
                .map(String::strip)
                .map(Integer::valueOf)
                .toList();
    }
}

package io.durabledispatch.localstack.function;

import io.durabledispatch.localstack.template.FunctionSpec;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Which hosted functions share a {@link FunctionClassLoader}. In Lambda every function has a JVM of its own, which
 * {@link #perFunction()} comes closest to: each function loads, initialises and warms up its own copy of every
 * class, so static state is never shared. {@link #perAsset()} gives the functions deployed from one asset (one jar)
 * one loader: they still see their own environment variables and write to their own logs, but they share static
 * state and load each class once, which starts several functions of one jar in a fraction of the time and CPU.
 * It suits code that keeps its per-container state per function, as the project's own app does.
 */
public final class ClassSpaces {
    private final boolean shareAssets;
    private final Map<Path, FunctionClassLoader> byAsset = new ConcurrentHashMap<>();

    private ClassSpaces(boolean shareAssets) {
        this.shareAssets = shareAssets;
    }

    /** A class space per function: Lambda's isolation. */
    public static ClassSpaces perFunction() {
        return new ClassSpaces(false);
    }

    /** A class space per asset, shared by the functions deployed from it. */
    public static ClassSpaces perAsset() {
        return new ClassSpaces(true);
    }

    FunctionClassLoader loaderFor(FunctionSpec spec) {
        if (!shareAssets) return newLoader("function:" + spec.name(), spec.code());
        return byAsset.computeIfAbsent(spec.code(), code -> newLoader("asset:" + code.getFileName(), code));
    }

    private static FunctionClassLoader newLoader(String name, Path code) {
        return new FunctionClassLoader(name, ClassPath.of(code), FunctionLoader.class.getClassLoader());
    }
}

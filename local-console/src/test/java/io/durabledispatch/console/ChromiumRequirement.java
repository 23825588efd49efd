package io.durabledispatch.console;

import java.io.File;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * The one place that decides what a browser test does when Chromium or chromedriver is missing. A fresh
 * machine (a JDK, Maven, Node) has no browser, so the test is skipped with a notice; a build that says the
 * browser tests are required ({@code -Dconsole.browser=required}, or {@code CI=true} as CI services set it)
 * fails instead, so they never skip silently where they are meant to run.
 */
public final class ChromiumRequirement {
    /** {@code required}: a missing browser fails the test; anything else (or unset): it skips it. */
    static final String MODE_PROPERTY = "console.browser";
    /** Paths overriding the lookup on {@code PATH}, e.g. for a browser outside it. */
    static final String CHROMIUM_PROPERTY = "console.browser.chromium";

    static final String CHROMEDRIVER_PROPERTY = "console.browser.chromedriver";
    static final String INSTALL_HINT =
            "install chromium and chromium-driver (apt-get install -y chromium chromium-driver)";

    private static final AtomicBoolean NOTICE_PRINTED = new AtomicBoolean();

    private ChromiumRequirement() {}

    /** The browser and driver to run with. */
    public record Binaries(Path chromium, Path chromedriver) {}

    enum Action {
        RUN,
        SKIP,
        FAIL
    }

    /** What a browser test does on this machine with this build's settings: the binaries, or why not. */
    record Verdict(Action action, Binaries binaries, String message) {}

    /** The binaries to drive; skips the calling test (a JUnit assumption) or fails it when they are missing. */
    public static Binaries require() {
        Verdict verdict = current();
        return switch (verdict.action()) {
            case RUN -> verdict.binaries();
            case SKIP -> throw skip(verdict);
            case FAIL -> throw new AssertionError(verdict.message());
        };
    }

    /** The verdict for this JVM: its system properties ({@code -D} on the Maven command line), CI and PATH. */
    static Verdict current() {
        return verdict(System::getProperty, System::getenv, System.getenv("PATH"));
    }

    /**
     * Aborts the calling test, printing the notice once per JVM on the process's own standard error: Surefire
     * writes test output to files and does not print why a test was skipped, but it does echo a forked JVM's
     * native standard error into the build log, which is where the person who ran the build will look.
     */
    static RuntimeException skip(Verdict verdict) {
        if (NOTICE_PRINTED.compareAndSet(false, true)) {
            new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8)
                    .println(verdict.message());
        }
        return Assumptions.abort(verdict.message());
    }

    static Verdict verdict(UnaryOperator<String> properties, UnaryOperator<String> environment, String path) {
        Optional<Path> chromium = locate(properties.apply(CHROMIUM_PROPERTY), path, "chromium", "chromium-browser");
        Optional<Path> chromedriver = locate(properties.apply(CHROMEDRIVER_PROPERTY), path, "chromedriver");
        if (chromium.isPresent() && chromedriver.isPresent()) {
            return new Verdict(Action.RUN, new Binaries(chromium.get(), chromedriver.get()), "");
        }
        String missing = chromium.isEmpty() && chromedriver.isEmpty()
                ? "Chromium and chromedriver"
                : chromium.isEmpty() ? "Chromium" : "chromedriver";
        if (required(properties, environment)) {
            return new Verdict(
                    Action.FAIL,
                    null,
                    missing + " not found, and the browser tests are required (-D" + MODE_PROPERTY
                            + "=required or CI=true): " + INSTALL_HINT + ", or set -D" + CHROMIUM_PROPERTY
                            + "=PATH / -D"
                            + CHROMEDRIVER_PROPERTY + "=PATH");
        }
        return new Verdict(
                Action.SKIP,
                null,
                "Browser tests skipped: " + missing + " not found. To run them, " + INSTALL_HINT + "; -D"
                        + MODE_PROPERTY + "=required (or CI=true) makes a missing browser fail the build.");
    }

    private static boolean required(UnaryOperator<String> properties, UnaryOperator<String> environment) {
        return "required".equalsIgnoreCase(properties.apply(MODE_PROPERTY))
                || "true".equalsIgnoreCase(environment.apply("CI"));
    }

    /** The explicit path if one is set (it must then be executable), else the first executable on PATH. */
    private static Optional<Path> locate(String explicit, String path, String... names) {
        if (explicit != null && !explicit.isBlank()) {
            return Optional.of(Path.of(explicit)).filter(Files::isExecutable);
        }
        return Stream.of(path == null ? new String[0] : path.split(File.pathSeparator))
                .filter(dir -> !dir.isBlank())
                .flatMap(dir -> Stream.of(names).map(name -> Path.of(dir, name)))
                .filter(Files::isExecutable)
                .findFirst();
    }
}

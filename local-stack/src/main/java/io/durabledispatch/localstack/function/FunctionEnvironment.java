package io.durabledispatch.localstack.function;

import java.io.PrintStream;
import java.util.Map;

/**
 * A function's own environment variables and standard streams. Every class a {@link FunctionClassLoader} defines
 * calls this class where its bytecode called {@code System.getenv} or read {@code System.out} / {@code System.err},
 * and each loader defines its own copy of this class, so two functions in one JVM see two environments and write
 * to two logs, as two Lambda functions do. Only {@code java.*} may be used here: the copy is defined inside the
 * function's loader, which sees nothing of the host.
 */
public final class FunctionEnvironment {
    private static volatile Map<String, String> variables = Map.of();

    /** The function's stdout, as its rewritten classes read {@code System.out}; the host's until installed. */
    public static volatile PrintStream out = System.out;

    /** The function's stderr, likewise. */
    public static volatile PrintStream err = System.err;

    private FunctionEnvironment() {}

    /** Called once by the host, through reflection, before the function's handler class is initialised. */
    public static void install(Map<String, String> environment, PrintStream stdout, PrintStream stderr) {
        variables = Map.copyOf(environment);
        out = stdout;
        err = stderr;
    }

    public static String getenv(String name) {
        if (name == null) throw new NullPointerException("name"); // as System.getenv
        return variables.get(name);
    }

    public static Map<String, String> getenv() {
        return variables;
    }
}

package io.durabledispatch.local.function;

import java.util.Map;

/**
 * A function's own environment variables. Every class a {@link FunctionClassLoader} defines calls this class
 * where its bytecode called {@code System.getenv}, and each loader defines its own copy of this class, so two
 * functions in one JVM see two environments, as two Lambda functions do. Only {@code java.*} may be used here:
 * the copy is defined inside the function's loader, which sees nothing of the host.
 */
public final class FunctionEnvironment {
    private static volatile Map<String, String> variables = Map.of();

    private FunctionEnvironment() {}

    /** Called once by the host, through reflection, before the function's handler class is initialised. */
    public static void install(Map<String, String> environment) {
        variables = Map.copyOf(environment);
    }

    public static String getenv(String name) {
        if (name == null) throw new NullPointerException("name"); // as System.getenv
        return variables.get(name);
    }

    public static Map<String, String> getenv() {
        return variables;
    }
}

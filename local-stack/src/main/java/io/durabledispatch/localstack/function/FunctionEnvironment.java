package io.durabledispatch.localstack.function;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * The environment variables and standard streams of the functions in one class space. Every class a
 * {@link FunctionClassLoader} defines calls this class where its bytecode called {@code System.getenv} or read
 * {@code System.out} / {@code System.err}, and each loader defines its own copy of it. What a call sees is the
 * binding of the function running on the calling thread: the host enters it around the function's cold start and
 * each invocation, and threads started meanwhile inherit it. A thread bound to none (a pool started outside any
 * function) sees the space's first function, which, in a space of one function, is the function itself.
 *
 * <p>Only {@code java.*} may be used here, and no other class of this package: this one class is copied into each
 * loader, which sees nothing of the host. That is why a binding is an array and the stream router is this class.
 */
public final class FunctionEnvironment extends OutputStream {
    private static final int VARIABLES = 0;
    private static final int STDOUT = 1;
    private static final int STDERR = 2;
    private static final InheritableThreadLocal<Object[]> BOUND = new InheritableThreadLocal<>();
    private static volatile Object[] first;

    /** The functions' stdout, as their rewritten classes read {@code System.out}. */
    public static final PrintStream out =
            new PrintStream(new FunctionEnvironment(STDOUT), true, StandardCharsets.UTF_8);

    /** The functions' stderr, likewise. */
    public static final PrintStream err =
            new PrintStream(new FunctionEnvironment(STDERR), true, StandardCharsets.UTF_8);

    private final int stream;

    private FunctionEnvironment(int stream) {
        this.stream = stream;
    }

    /** A function's binding, for {@link #enter}; called by the host, through reflection, once per function. */
    public static Object bind(Map<String, String> environment, PrintStream stdout, PrintStream stderr) {
        Object[] binding = {Map.copyOf(environment), stdout, stderr};
        if (first == null) first = binding;
        return binding;
    }

    /** Binds the calling thread to {@code binding}; returns the previous binding, for {@link #leave}. */
    public static Object enter(Object binding) {
        Object[] previous = BOUND.get();
        BOUND.set((Object[]) binding);
        return previous;
    }

    public static void leave(Object previous) {
        BOUND.set((Object[]) previous);
    }

    public static String getenv(String name) {
        if (name == null) throw new NullPointerException("name"); // as System.getenv
        return getenv().get(name);
    }

    @SuppressWarnings("unchecked")
    public static Map<String, String> getenv() {
        Object[] binding = current();
        return binding == null ? Map.of() : (Map<String, String>) binding[VARIABLES];
    }

    @Override
    public void write(int b) {
        target().write(b);
    }

    @Override
    public void write(byte[] bytes, int offset, int length) {
        target().write(bytes, offset, length);
    }

    @Override
    public void flush() throws IOException {
        target().flush();
    }

    private PrintStream target() {
        Object[] binding = current();
        if (binding != null) return (PrintStream) binding[stream];
        return stream == STDOUT ? System.out : System.err; // not yet bound: the host's own streams
    }

    private static Object[] current() {
        Object[] bound = BOUND.get();
        return bound != null ? bound : first;
    }
}

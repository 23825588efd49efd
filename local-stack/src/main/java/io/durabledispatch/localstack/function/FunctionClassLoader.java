package io.durabledispatch.localstack.function;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.security.CodeSource;
import java.security.ProtectionDomain;
import java.security.cert.Certificate;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One class space's classes (a function's, or those of the functions of one asset, see {@link ClassSpaces}): the
 * asset only, plus the JDK and the Lambda core interfaces (shared with the host, as the Lambda Java runtime
 * provides them, so the host can call the handler). Every class it defines has its {@code System.getenv} calls
 * and its {@code System.out} / {@code System.err} reads pointed at this loader's own {@link FunctionEnvironment}.
 */
final class FunctionClassLoader extends URLClassLoader {
    private static final String ENVIRONMENT = FunctionEnvironment.class.getName();
    private static final String ENVIRONMENT_INTERNAL = ENVIRONMENT.replace('.', '/');

    static {
        registerAsParallelCapable();
    }

    private volatile Bindings bindings;
    private final Map<String, ProtectionDomain> domains = new ConcurrentHashMap<>();

    FunctionClassLoader(String name, URL[] classPath, ClassLoader host) {
        super(name, classPath, new LambdaApiOnly(host));
    }

    /**
     * The function's binding of this space's {@link FunctionEnvironment}: its variables and its log (stdout,
     * stderr). Call before loading its handler.
     */
    Object bind(Map<String, String> environment, FunctionLog log) {
        try {
            return environment().bind.invoke(environment, log.stdout(), log.stderr());
        } catch (Throwable e) {
            throw new IllegalStateException("cannot bind the function's environment", e);
        }
    }

    /** Binds the calling thread to a function of this space; returns what {@link #leave} restores. */
    Object enter(Object binding) {
        try {
            return environment().enter.invoke(binding);
        } catch (Throwable e) {
            throw new IllegalStateException("cannot enter the function's environment", e);
        }
    }

    void leave(Object previous) {
        try {
            environment().leave.invoke(previous);
        } catch (Throwable e) {
            throw new IllegalStateException("cannot leave the function's environment", e);
        }
    }

    private Bindings environment() {
        Bindings bindings = this.bindings;
        if (bindings == null) {
            synchronized (this) {
                if (this.bindings == null) this.bindings = Bindings.of(this);
                bindings = this.bindings;
            }
        }
        return bindings;
    }

    /** This space's copy of {@link FunctionEnvironment}'s binding methods, looked up once. */
    private record Bindings(MethodHandle bind, MethodHandle enter, MethodHandle leave) {
        static Bindings of(FunctionClassLoader loader) {
            try {
                Class<?> environment = loader.loadClass(ENVIRONMENT);
                MethodHandles.Lookup lookup = MethodHandles.publicLookup();
                return new Bindings(
                        lookup.findStatic(
                                environment,
                                "bind",
                                MethodType.methodType(Object.class, Map.class, PrintStream.class, PrintStream.class)),
                        lookup.findStatic(environment, "enter", MethodType.methodType(Object.class, Object.class)),
                        lookup.findStatic(environment, "leave", MethodType.methodType(void.class, Object.class)));
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot find the function environment's bindings", e);
            }
        }
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        if (name.equals(ENVIRONMENT)) return defineOwnEnvironment();
        String path = name.replace('.', '/') + ".class";
        URL resource = findResource(path);
        if (resource == null) throw new ClassNotFoundException(name);
        byte[] rewritten = SystemRewriter.rewrite(read(resource), ENVIRONMENT_INTERNAL);
        definePackageOf(name);
        return defineClass(
                name,
                rewritten,
                0,
                rewritten.length,
                domains.computeIfAbsent(origin(resource, path), FunctionClassLoader::domain));
    }

    private Class<?> defineOwnEnvironment() throws ClassNotFoundException {
        URL own = FunctionEnvironment.class.getResource("FunctionEnvironment.class");
        if (own == null) throw new ClassNotFoundException(ENVIRONMENT);
        byte[] bytes = read(own);
        definePackageOf(ENVIRONMENT);
        return defineClass(ENVIRONMENT, bytes, 0, bytes.length);
    }

    private void definePackageOf(String className) {
        int dot = className.lastIndexOf('.');
        if (dot < 0) return;
        String packageName = className.substring(0, dot);
        if (getDefinedPackage(packageName) == null) {
            try {
                definePackage(packageName, null, null, null, null, null, null, null);
            } catch (IllegalArgumentException definedMeanwhile) { // another thread won the race
            }
        }
    }

    /** The jar or the folder a class comes from. */
    private static String origin(URL resource, String path) {
        String text = resource.toString();
        if (text.startsWith("jar:")) return text.substring(4, text.indexOf("!/"));
        return text.endsWith(path) ? text.substring(0, text.length() - path.length()) : text;
    }

    /**
     * Classes keep their origin (the jar or folder), which some libraries read to find their version: one domain per
     * jar, as the JDK's own loaders keep, since the JVM does work for each distinct domain it sees.
     */
    private static ProtectionDomain domain(String origin) {
        try {
            return new ProtectionDomain(new CodeSource(new URL(origin), (Certificate[]) null), null);
        } catch (MalformedURLException e) {
            return null;
        }
    }

    private static byte[] read(URL resource) {
        try (InputStream in = resource.openStream()) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }

    /**
     * The parent of every function loader: the JDK (through the platform loader) and, from the host, exactly the
     * Lambda core interfaces ({@code com.amazonaws.services.lambda.runtime.*}, not the events subpackages, which
     * the function brings itself).
     */
    static final class LambdaApiOnly extends ClassLoader {
        private static final String API = "com.amazonaws.services.lambda.runtime.";
        private static final String API_LOGGING = API + "logging.";

        private final ClassLoader host;

        LambdaApiOnly(ClassLoader host) {
            super("lambda-api", ClassLoader.getPlatformClassLoader());
            this.host = host;
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            if (isLambdaApi(name)) return host.loadClass(name);
            throw new ClassNotFoundException(name);
        }

        static boolean isLambdaApi(String name) {
            String rest = name.startsWith(API_LOGGING)
                    ? name.substring(API_LOGGING.length())
                    : name.startsWith(API) ? name.substring(API.length()) : null;
            return rest != null && !rest.contains(".");
        }
    }
}

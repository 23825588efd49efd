package io.durabledispatch.localstack.function;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.security.CodeSource;
import java.security.ProtectionDomain;
import java.security.cert.Certificate;
import java.util.Map;

/**
 * One function's classes: its asset only, plus the JDK and the Lambda core interfaces (shared with the host, as
 * the Lambda Java runtime provides them, so the host can call the handler). Every class it defines has its
 * {@code System.getenv} calls and its {@code System.out} / {@code System.err} reads pointed at this loader's own
 * {@link FunctionEnvironment}.
 */
final class FunctionClassLoader extends URLClassLoader {
    private static final String ENVIRONMENT = FunctionEnvironment.class.getName();
    private static final String ENVIRONMENT_INTERNAL = ENVIRONMENT.replace('.', '/');

    static {
        registerAsParallelCapable();
    }

    FunctionClassLoader(String functionName, URL[] classPath, ClassLoader host) {
        super("function:" + functionName, classPath, new LambdaApiOnly(host));
    }

    /** Gives the function its environment and its log (stdout, stderr); call before loading its handler. */
    void installEnvironment(Map<String, String> environment, FunctionLog log) {
        try {
            loadClass(ENVIRONMENT)
                    .getMethod("install", Map.class, PrintStream.class, PrintStream.class)
                    .invoke(null, environment, log.stdout(), log.stderr());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot install the function's environment", e);
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
        return defineClass(name, rewritten, 0, rewritten.length, domain(resource));
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

    /** Classes keep their origin (the jar or folder), which some libraries read to find their version. */
    private static ProtectionDomain domain(URL resource) {
        String text = resource.toString();
        try {
            URL origin = text.startsWith("jar:") ? new URL(text.substring(4, text.indexOf("!/"))) : resource;
            return new ProtectionDomain(new CodeSource(origin, (Certificate[]) null), null);
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

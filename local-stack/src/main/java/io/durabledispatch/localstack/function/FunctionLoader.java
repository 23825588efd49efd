package io.durabledispatch.localstack.function;

import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import io.durabledispatch.localstack.template.FunctionSpec;
import io.durabledispatch.localstack.template.TemplateException;
import java.lang.reflect.InvocationTargetException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Loads a {@link FunctionSpec}'s handler in its class space's {@link FunctionClassLoader}. {@link #check} finds and checks
 * the handler class without running any of its code (so a bad function stops {@code up} before anything starts);
 * {@link Checked#start} then runs its constructor, as a Lambda cold start does.
 */
public final class FunctionLoader {
    private FunctionLoader() {}

    /** A handler class that exists and implements a Lambda handler interface, not yet initialised. */
    public record Checked(FunctionSpec spec, FunctionClassLoader loader, Class<?> handlerClass) {
        /**
         * Runs the handler's constructor with the function's environment: the template's variables over
         * {@code runtime} (the variables Lambda sets: region, credentials, endpoints, function name), and its own
         * {@link FunctionLog} for what it prints.
         */
        public HostedFunction start(Map<String, String> runtime) {
            Map<String, String> environment = new LinkedHashMap<>(spec.environment());
            environment.putAll(runtime);
            FunctionLog log = new FunctionLog();
            Object binding = loader.bind(environment, log);
            Thread thread = Thread.currentThread();
            ClassLoader previous = thread.getContextClassLoader();
            thread.setContextClassLoader(loader);
            Object outside = loader.enter(binding);
            try {
                Object handler = handlerClass.getDeclaredConstructor().newInstance();
                return new HostedFunction(spec.name(), loader, binding, kindOf(handler), log);
            } catch (InvocationTargetException e) {
                throw failure("its handler's constructor failed: " + e.getCause(), e.getCause());
            } catch (ReflectiveOperationException e) {
                throw failure("its handler class needs a public no-argument constructor: " + e, e);
            } finally {
                loader.leave(outside);
                thread.setContextClassLoader(previous);
            }
        }

        @SuppressWarnings("unchecked")
        private HandlerKind kindOf(Object handler) {
            if (handler instanceof RequestStreamHandler stream) return new HandlerKind.Stream(stream);
            return new HandlerKind.Pojo(
                    (RequestHandler<Object, Object>) handler, HandlerKind.inputTypeOf(handler.getClass()));
        }

        private TemplateException failure(String message, Throwable cause) {
            return new TemplateException(spec.source(), spec.logicalId(), message, cause);
        }
    }

    /** {@link #check(FunctionSpec, ClassSpaces)} in a class space of its own. */
    public static Checked check(FunctionSpec spec) {
        return check(spec, ClassSpaces.perFunction());
    }

    public static Checked check(FunctionSpec spec, ClassSpaces spaces) {
        String className = spec.handlerClass();
        if (!ClassPath.contains(spec.code(), className)) {
            throw new TemplateException(
                    spec.source(), spec.logicalId(), "handler class " + className + " is not in " + spec.code());
        }
        FunctionClassLoader loader = spaces.loaderFor(spec);
        Class<?> handlerClass;
        try {
            handlerClass = Class.forName(className, false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            throw new TemplateException(
                    spec.source(), spec.logicalId(), "handler class " + className + " cannot be loaded: " + e);
        }
        if (!RequestStreamHandler.class.isAssignableFrom(handlerClass)
                && !RequestHandler.class.isAssignableFrom(handlerClass)) {
            throw new TemplateException(
                    spec.source(),
                    spec.logicalId(),
                    "handler class " + className + " implements neither RequestHandler nor RequestStreamHandler");
        }
        return new Checked(spec, loader, handlerClass);
    }
}

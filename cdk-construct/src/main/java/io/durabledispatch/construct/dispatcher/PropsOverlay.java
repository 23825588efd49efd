package io.durabledispatch.construct.dispatcher;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

/**
 * Lays one set of CDK props over another, as an override prop means: every option the team set wins, every other
 * keeps the construct's value. CDK's Java props are interfaces whose getter {@code getX()} has a builder setter
 * {@code x(...)} of the same type, so options are copied by name rather than listed here one by one (a function
 * has about fifty), and an option a newer CDK adds is carried over too.
 */
public final class PropsOverlay {
    private PropsOverlay() {}

    /** {@code base}, then {@code override} on top, built with {@code builder}. */
    public static <T, B extends software.amazon.jsii.Builder<T>> T merge(Class<T> type, T base, T override, B builder) {
        copy(type, base, builder);
        copy(type, override, builder);
        return builder.build();
    }

    /** Sets on {@code builder} every option of {@code type} that {@code props} has; returns the builder. */
    public static <B> B copy(Class<?> type, Object props, B builder) {
        for (Method getter : type.getMethods()) {
            if (!isOption(getter)) continue;
            Object value = invoke(getter, props);
            if (value != null) invoke(setter(builder, getter), builder, value);
        }
        return builder;
    }

    private static boolean isOption(Method method) {
        return !Modifier.isStatic(method.getModifiers())
                && method.getParameterCount() == 0
                && method.getName().startsWith("get")
                && method.getName().length() > 3;
    }

    private static Method setter(Object builder, Method getter) {
        String name = Character.toLowerCase(getter.getName().charAt(3))
                + getter.getName().substring(4);
        try {
            return builder.getClass().getMethod(name, getter.getReturnType());
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(
                    builder.getClass().getName() + " has no " + name + "(" + getter.getReturnType() + ")", e);
        }
    }

    private static Object invoke(Method method, Object target, Object... arguments) {
        try {
            return method.invoke(target, arguments);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot call " + method, e);
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof RuntimeException runtime
                    ? runtime
                    : new IllegalStateException("calling " + method, e.getCause());
        }
    }
}

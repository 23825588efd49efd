package io.durabledispatch.console;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;

/**
 * Marks a test class that drives a real browser. {@link ChromiumRequirement} decides once, before anything in
 * the class is built (fixtures, stacks, the browser itself): run it, fail it, or skip each of its tests.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@ExtendWith(RequiresChromium.Check.class)
public @interface RequiresChromium {
    /** The JUnit side of the annotation. */
    final class Check implements BeforeAllCallback, InvocationInterceptor {
        @Override
        public void beforeAll(ExtensionContext context) {
            ChromiumRequirement.Verdict verdict = ChromiumRequirement.current();
            if (verdict.action() == ChromiumRequirement.Action.FAIL) throw new AssertionError(verdict.message());
        }

        // A skip is per test, not per class: Surefire does not count tests whose class aborted in @BeforeAll,
        // so a skipped class would look like a class without tests. The @BeforeAll methods (which start the
        // browser) do not run, and each test aborts before its instance (and its fixtures) exist.
        @Override
        public void interceptBeforeAllMethod(
                Invocation<Void> invocation, ReflectiveInvocationContext<Method> method, ExtensionContext context)
                throws Throwable {
            if (skipping()) {
                invocation.skip();
            } else {
                invocation.proceed();
            }
        }

        @Override
        public <T> T interceptTestClassConstructor(
                Invocation<T> invocation,
                ReflectiveInvocationContext<Constructor<T>> constructor,
                ExtensionContext context)
                throws Throwable {
            ChromiumRequirement.Verdict verdict = ChromiumRequirement.current();
            if (verdict.action() == ChromiumRequirement.Action.SKIP) throw ChromiumRequirement.skip(verdict);
            return invocation.proceed();
        }

        private static boolean skipping() {
            return ChromiumRequirement.current().action() == ChromiumRequirement.Action.SKIP;
        }
    }
}

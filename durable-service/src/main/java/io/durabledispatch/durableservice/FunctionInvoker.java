package io.durabledispatch.durableservice;

/**
 * How the service calls a durable function: the invocation input document in, the output document out.
 * Throwing means the invocation failed (crash, timeout): the service retries it later.
 */
@FunctionalInterface
public interface FunctionInvoker {
    byte[] invoke(String functionName, byte[] invocationInput) throws Exception;

    /**
     * Invokes the version the execution started on; an execution stays on that version even if the alias it was
     * started through moves. Invokers that host a single version need not override this.
     */
    default byte[] invoke(String functionName, String version, byte[] invocationInput) throws Exception {
        return invoke(functionName, invocationInput);
    }
}

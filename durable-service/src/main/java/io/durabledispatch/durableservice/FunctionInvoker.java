package io.durabledispatch.durableservice;

/**
 * How the service calls a durable function: the invocation input document in, the output document out.
 * Throwing means the invocation failed (crash, timeout): the service retries it later.
 */
@FunctionalInterface
public interface FunctionInvoker {
    byte[] invoke(String functionName, byte[] invocationInput) throws Exception;
}

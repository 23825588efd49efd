package io.durabledispatch.durableservice;

/**
 * How the service has the target of a {@code CHAINED_INVOKE} operation started: the host knows the functions
 * (names, aliases, versions), the service only the executions. The host reports that it started the target with
 * {@link DurableExecutionService#chainedInvokeStarted}, and the target's outcome with
 * {@link DurableExecutionService#completeChainedInvoke}. Called under the service's lock: it must hand the work
 * off, never block or call back into the service on the calling thread.
 */
@FunctionalInterface
public interface ChainedInvoker {
    void start(ChainedInvoke invoke);

    /**
     * One chained invoke to start.
     *
     * @param executionArn the calling execution
     * @param operationId its {@code CHAINED_INVOKE} operation, where the outcome is written
     * @param functionName {@code ChainedInvokeOptions.FunctionName} as the caller gave it (name or ARN, qualified)
     * @param payload the target's input, as the caller serialised it; null when the caller gave none
     * @param tenantId {@code ChainedInvokeOptions.TenantId}, if the caller gave one
     */
    record ChainedInvoke(
            String executionArn, String operationId, String functionName, String payload, String tenantId) {}
}

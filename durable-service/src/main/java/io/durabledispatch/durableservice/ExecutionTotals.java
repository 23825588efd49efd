package io.durabledispatch.durableservice;

/** How many executions the service created and closed since it started (those its store held then included). */
public record ExecutionTotals(long started, long closed) {
    public long running() {
        return started - closed;
    }
}

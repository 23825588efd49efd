package io.durabledispatch.benchmarks.endpoint;

/** Which start service a measurement runs against (see {@link StartService}). */
public enum Target {
    /** The project's Lambda emulator (local/), latency injected by its fault injection. */
    EMULATOR,
    /** {@link InMemoryInvokeEndpoint}: only the name table, so only the dispatcher's own costs show. */
    IN_MEMORY
}

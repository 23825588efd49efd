/**
 * The sample workflows, each defined once: its deployed function name, handler class, the tables it uses (with
 * their keys), its target kind, its route and the sample events the demo sends. The CDK app deploys, grants and
 * routes from these definitions, the workflows' adapters find their tables through them, the local stack runs
 * what the app synthesizes from them and the demo's workload sends their events.
 *
 * <p>Why here, in {@code tables}: every reader must be able to depend on it, and {@code tables} is the lowest
 * layer (the workflows sit above it, the CDK app and the demo further up). So a definition is plain data in plain
 * Java: the handler is a class name, not a class, and the sample events are built from {@link java.util.Random}
 * into ordered maps that the demo turns into JSON. The wiring that needs the handler classes themselves (hosting a
 * sample in process) stays in {@code workflows}, which finds the handler by that name.
 */
package io.durabledispatch.tables.samples;

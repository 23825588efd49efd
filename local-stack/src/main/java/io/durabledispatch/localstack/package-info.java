/**
 * Runs a CDK app's synthesized template on the emulators of {@code local-emulators}: its functions from their
 * jars, queues, event source mappings, state machines and tables. {@link io.durabledispatch.localstack.LocalSettings}
 * and {@link io.durabledispatch.localstack.DefaultPorts} are what every local stack is started with.
 */
package io.durabledispatch.localstack;

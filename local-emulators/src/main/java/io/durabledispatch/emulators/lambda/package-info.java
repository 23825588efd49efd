/**
 * A local Lambda emulator for durable functions, in Lambda's REST-JSON wire format: Invoke with execution
 * names, the durable data plane (checkpoint, state) and control plane (get, list, stop, callbacks). The
 * service logic is the durable runtime's; this package hosts functions in-process and speaks HTTP.
 */
package io.durabledispatch.emulators.lambda;

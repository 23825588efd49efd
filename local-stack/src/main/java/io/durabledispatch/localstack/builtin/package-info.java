/**
 * The built-in stack: the sample workflows and the dispatcher wired by hand onto the emulators. What {@code up}
 * and {@code demo} run without an app.
 */
package io.durabledispatch.localstack.builtin;

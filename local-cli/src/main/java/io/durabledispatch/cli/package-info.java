/** The {@code durable-dispatch} command line: starts a local stack, runs the demo, and operates a stack. */
package io.durabledispatch.cli;

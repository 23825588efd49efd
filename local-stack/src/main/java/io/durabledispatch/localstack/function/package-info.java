/**
 * Hosting a user's Lambda function in the local stack's JVM: each in its own class loader over its own asset
 * (the Lambda core interfaces shared with the host, nothing else), each with its own environment variables and its
 * own log ({@code System.out} and {@code System.err}, line by line, still printed by the host), and invoked the
 * way the Java runtime invokes it (stream handlers as they are, POJO handlers through JSON).
 */
package io.durabledispatch.localstack.function;

package io.durabledispatch.infra.config;

import software.amazon.awscdk.services.lambda.Runtime;

/**
 * The Lambda runtime of every function: the newest Java runtime that also supports durable functions
 * (java17, java21, java25). Our jars target Java 17 bytecode, so they run on it unchanged.
 */
public final class JavaRuntime {
    public static final Runtime LAMBDA = Runtime.JAVA_25;

    private JavaRuntime() {}
}

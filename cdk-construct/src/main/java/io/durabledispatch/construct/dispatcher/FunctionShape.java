package io.durabledispatch.construct.dispatcher;

import java.time.Duration;
import software.amazon.awscdk.services.lambda.Architecture;

/**
 * The dispatcher function's settings.
 *
 * @param startConcurrency starts in flight inside one invocation (the dispatcher's MAX_CONCURRENCY)
 */
public record FunctionShape(
        Duration timeout, int memorySize, Architecture architecture, boolean snapStart, int startConcurrency) {}

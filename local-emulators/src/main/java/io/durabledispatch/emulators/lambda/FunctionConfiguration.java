package io.durabledispatch.emulators.lambda;

import java.util.Optional;

/**
 * What a version of a hosted function is configured with: its limits, and, for a durable function, its
 * {@code DurableConfig}. A function without one is a plain function: Invoke runs it once and answers with its
 * response, as Lambda does.
 */
record FunctionConfiguration(FunctionLimits limits, Optional<DurableFunctionConfig> durable) {}

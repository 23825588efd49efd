package io.durabledispatch.runtime.engine;

import io.durabledispatch.runtime.DurableLogger;
import io.durabledispatch.runtime.StepContext;

/** What a step body sees: its attempt number and a logger. */
record AttemptContext(int attempt, DurableLogger logger) implements StepContext {}

package io.durabledispatch.local.inspect;

import java.time.Instant;
import java.util.Optional;

/**
 * One execution as either engine reports it.
 *
 * @param workflow the function or state machine name
 * @param status RUNNING, SUCCEEDED, FAILED, TIMED_OUT, STOPPED (both engines use these words)
 */
public record ExecutionRecord(
        String workflow, String name, String status, Instant started, Optional<Instant> ended, String arn) {}

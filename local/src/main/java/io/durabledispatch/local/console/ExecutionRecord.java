package io.durabledispatch.local.console;

import java.time.Instant;
import java.util.Optional;

/**
 * One execution as an engine emulator reports it.
 *
 * @param id the engine's id (an execution ARN); stable and unique, unlike the name across targets
 * @param target the function name ({@code order-workflow}) or the state machine name ({@code reward-redemption})
 * @param status RUNNING, SUCCEEDED, FAILED, TIMED_OUT or STOPPED
 * @param input the canonical input the execution was started with
 */
public record ExecutionRecord(
        String id,
        String name,
        String target,
        String status,
        String input,
        Instant startedAt,
        Optional<Instant> endedAt) {}

package io.durabledispatch.ops.inspect;

import java.time.Instant;
import java.util.Optional;

/**
 * One execution as the CLI, the demo and the console report it, whichever engine runs it and however it was
 * read (the engines' APIs, or the emulators in-process): the one read model of executions in local/. Statuses
 * have one vocabulary, RUNNING, SUCCEEDED, FAILED, TIMED_OUT and STOPPED: Step Functions' ABORTED is read as
 * STOPPED, Lambda's word for the same end, so that a filter or a count means the same for both engines.
 *
 * @param workflow the function or state machine name
 * @param arn the engine's execution ARN: stable and unique, unlike the name across workflows
 * @param input the canonical input the execution was started with, when the source reports it (the engines'
 *     list calls do not)
 */
public record ExecutionRecord(
        String workflow,
        String name,
        String status,
        Instant started,
        Optional<Instant> ended,
        String arn,
        Optional<String> input) {
    public static final String RUNNING = "RUNNING";

    public ExecutionRecord {
        status = "ABORTED".equals(status) ? "STOPPED" : status;
    }

    /** Without the input, as the engines' list calls report an execution. */
    public ExecutionRecord(
            String workflow, String name, String status, Instant started, Optional<Instant> ended, String arn) {
        this(workflow, name, status, started, ended, arn, Optional.empty());
    }

    public boolean running() {
        return RUNNING.equals(status);
    }
}

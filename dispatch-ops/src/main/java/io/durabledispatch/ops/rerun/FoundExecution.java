package io.durabledispatch.ops.rerun;

/**
 * One execution as the engine reports it.
 *
 * @param status the engine's word: RUNNING, SUCCEEDED, FAILED, TIMED_OUT, STOPPED (Lambda), ABORTED (Step Functions)
 * @param canonicalInput the input the dispatcher started it with
 */
public record FoundExecution(String name, String status, String canonicalInput) {}

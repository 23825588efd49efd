package io.durabledispatch.runtime.wire;

/** Reply of a checkpoint: the next token and the operations that changed (may itself be paged). */
public record CheckpointResponse(String checkpointToken, StatePage newExecutionState) {}

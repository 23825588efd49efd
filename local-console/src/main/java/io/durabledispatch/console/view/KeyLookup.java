package io.durabledispatch.console.view;

/**
 * The answer to "where is this business request": the name the dispatcher derives for it, and the execution
 * of that name if one was started.
 *
 * @param execution null when no execution has that name (yet)
 */
public record KeyLookup(String executionName, ExecutionRow execution) {}

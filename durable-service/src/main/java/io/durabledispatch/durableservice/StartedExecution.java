package io.durabledispatch.durableservice;

/**
 * The answer to a start: the execution's ARN, whether this call created it (false for a duplicate) and the
 * version it runs on, which for a duplicate is the version the existing execution was started on.
 */
public record StartedExecution(String executionArn, boolean created, String version) {}

package io.durabledispatch.durableservice;

/** The answer to a start: the execution's ARN, and whether this call created it (false for a duplicate). */
public record StartedExecution(String executionArn, boolean created) {}

package io.durabledispatch.durableservice;

import java.util.List;

/** One page of executions; {@code nextMarker} is null on the last page. */
public record ExecutionListing(List<ExecutionView> executions, String nextMarker) {}
